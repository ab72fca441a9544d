import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EMPTY_PAGE_INK, InkTool, type InkStroke } from '@boda/contract';
import { renderInkOnPage } from './index';

const WIDTH = 400;
const HEIGHT = 300;

function whitePage(): Promise<Buffer> {
  return sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .webp({ lossless: true })
    .toBuffer();
}

/** A horizontal line across the middle, from 20% to 80% of the width, 2% of the width thick (8 px). */
const line: InkStroke = {
  tool: InkTool.PEN,
  color: '#1f1f1f',
  size: 0.02,
  points: Array.from({ length: 13 }, (_, i) => [0.2 + i * 0.05, 0.5, 0.5] as const),
};

async function pixels(image: Buffer) {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => data[(y * info.width + x) * info.channels];
  return { at, info };
}

describe('renderInkOnPage', () => {
  it('draws a stroke dark where it runs and leaves the rest of the page untouched', async () => {
    const out = await renderInkOnPage(await whitePage(), { strokes: [line] });
    const { at, info } = await pixels(out);
    expect(info).toMatchObject({ width: WIDTH, height: HEIGHT });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png' });
    for (const x of [100, 200, 300]) expect(at(x, 150)).toBeLessThan(80);
    let darkOutside = 0;
    for (let y = 0; y < HEIGHT; y += 1) {
      for (let x = 0; x < WIDTH; x += 1) {
        const nearLine = y >= 135 && y <= 165 && x >= 60 && x <= 340;
        if (!nearLine && at(x, y) < 250) darkOutside += 1;
      }
    }
    expect(darkOutside).toBe(0);
  });

  it('lets the page show through a highlighter, and writes WebP when asked', async () => {
    const highlighter: InkStroke = { ...line, tool: InkTool.HIGHLIGHTER, color: '#000000' };
    const out = await renderInkOnPage(await whitePage(), { strokes: [highlighter] }, { format: 'webp' });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: WIDTH, height: HEIGHT });
    const { at } = await pixels(out);
    // Black at 35% over white: grey, not black.
    expect(at(200, 150)).toBeGreaterThan(140);
    expect(at(200, 150)).toBeLessThan(190);
  });

  it('returns the page as it is when there is no ink', async () => {
    const out = await renderInkOnPage(await whitePage(), EMPTY_PAGE_INK);
    const { at } = await pixels(out);
    expect(at(200, 150)).toBe(255);
  });
});
