import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PdfRejectedError, renderImagePage } from './index';

/** A scan-like image: white with a dark block, in the given format. */
function scan(width: number, height: number, format: 'png' | 'jpeg'): Promise<Buffer> {
  const block = { input: { create: { width: 40, height: 40, channels: 3 as const, background: '#111' } }, left: 10, top: 10 };
  const image = sharp({ create: { width, height, channels: 3, background: '#fff' } }).composite([block]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

describe('renderImagePage', () => {
  it('makes a jpg page into the page format: long edge 2000 px and a 320 px wide thumbnail', async () => {
    const page = await renderImagePage(await scan(2480, 3508, 'jpeg'), 7);
    expect(page).toMatchObject({ pageNo: 7, contentType: 'image/webp', width: 1414, height: 2000 });
    expect(await sharp(page.image).metadata()).toMatchObject({ format: 'webp', width: 1414, height: 2000 });
    expect(await sharp(page.thumbnail).metadata()).toMatchObject({ format: 'webp', width: 320 });
  });

  it('keeps a small png at its own size (never enlarged) and flattens transparency on white', async () => {
    const transparent = await sharp({ create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const page = await renderImagePage(transparent, 1);
    expect([page.width, page.height]).toEqual([300, 200]);
    const { channels } = await sharp(page.image).stats();
    expect(channels[0].min).toBe(255);
  });

  it('refuses bytes that are not an image as broken', async () => {
    const err = await renderImagePage(Buffer.from('%PDF-1.7 not an image'), 3).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PdfRejectedError);
    expect((err as PdfRejectedError).reason).toBe('broken');
  });

  it('refuses a truncated jpg as broken', async () => {
    const whole = await scan(800, 1000, 'jpeg');
    const err = await renderImagePage(whole.subarray(0, whole.length / 3), 4).catch((e: unknown) => e);
    expect((err as PdfRejectedError).reason).toBe('broken');
  });
});
