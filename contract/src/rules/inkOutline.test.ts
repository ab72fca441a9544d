import { describe, expect, it } from 'vitest';
import { INK_POINTS_PER_STROKE_MAX, INK_STROKES_PER_PAGE_MAX, InkTool, type InkStroke } from './ink';
import { createInkOutline, hasNoPressure, hitStroke, inkOutlineOptions, outlineToSvgPath, type StrokeOutliner } from './inkOutline';
import { pageInkSchema } from './inkSchema';

const pen: InkStroke = {
  tool: InkTool.PEN,
  color: '#1f1f1f',
  size: 0.01,
  points: [
    [0.1, 0.1, 0.5],
    [0.5, 0.1, 0.5],
  ],
};

/** Stands in for perfect-freehand: a square around each point, and the options it was called with. */
function squareOutliner(calls: unknown[]): StrokeOutliner {
  return (points, options) => {
    calls.push({ points, options });
    const half = options.size / 2;
    const [x, y] = points[0];
    return [
      [x - half, y - half],
      [x + half, y - half],
      [x + half, y + half],
      [x - half, y + half],
    ];
  };
}

describe('ink outline', () => {
  it('scales page fractions and the pen size to the pixel size asked for', () => {
    const calls: { points: number[][]; options: { size: number } }[] = [];
    createInkOutline(squareOutliner(calls)).strokeOutline(pen, 1000, 2000);
    expect(calls[0].points).toEqual([
      [100, 200, 0.5],
      [500, 200, 0.5],
    ]);
    expect(calls[0].options.size).toBe(10);
  });

  it('simulates pressure only when the device reported none', () => {
    expect(hasNoPressure(pen)).toBe(true);
    expect(inkOutlineOptions(pen, 1000).simulatePressure).toBe(true);
    const tablet = { ...pen, points: [[0.1, 0.1, 0.2] as const, [0.2, 0.2, 0.8] as const] };
    expect(inkOutlineOptions(tablet, 1000)).toMatchObject({ simulatePressure: false, thinning: 0.6 });
    expect(inkOutlineOptions({ ...pen, tool: InkTool.HIGHLIGHTER }, 1000)).toMatchObject({ simulatePressure: false, thinning: 0 });
  });

  it('writes a closed SVG path, and nothing for a degenerate outline', () => {
    expect(
      outlineToSvgPath([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    ).toBe('M0,0Q10,0 10,5T5,10 Z');
    expect(outlineToSvgPath([[0, 0]])).toBe('');
  });

  it('makes a page SVG with the highlighter see-through and colours escaped', () => {
    const svg = createInkOutline(squareOutliner([])).pageInkToSvg(
      { strokes: [pen, { ...pen, tool: InkTool.HIGHLIGHTER, color: '#ffd600' }] },
      800,
      600,
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 8000 6000">/);
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).toContain('fill="#1f1f1f"/>');
    expect(svg).toContain('fill="#ffd600" fill-opacity="0.35" style="mix-blend-mode:multiply"');
  });
});

describe('hitStroke (the stroke eraser)', () => {
  it('touches a stroke within the radius plus half its width', () => {
    expect(hitStroke(pen, 0.3, 0.1, 0.001)).toBe(true);
    expect(hitStroke(pen, 0.3, 0.12, 0.01)).toBe(false); // 0.02 away, reach 0.015
    expect(hitStroke(pen, 0.3, 0.12, 0.016)).toBe(true);
    expect(hitStroke(pen, 0.52, 0.1, 0.01)).toBe(false); // past the end, not on the line's extension
    expect(hitStroke({ ...pen, points: [[0.5, 0.5, 0.5]] }, 0.505, 0.5, 0.001)).toBe(true); // a dot
  });

  it('measures down the page in page widths (a tall page stretches fractions of its height)', () => {
    expect(hitStroke(pen, 0.3, 0.11, 0.01, 1)).toBe(true);
    expect(hitStroke(pen, 0.3, 0.11, 0.01, 2)).toBe(false);
  });
});

describe('pageInkSchema', () => {
  const parse = (strokes: unknown[]) => pageInkSchema.safeParse({ strokes });

  it('takes ink within the limits and clamps pressure to 0..1', () => {
    const result = parse([
      {
        ...pen,
        points: [
          [0, 1.04, 1.2],
          [-0.04, 0.5, -0.1],
        ],
      },
    ]);
    expect(result.success && result.data.strokes[0].points).toEqual([
      [0, 1.04, 1],
      [-0.04, 0.5, 0],
    ]);
  });

  it('refuses NaN, points off the page, bad colours and sizes, empty strokes and unknown tools', () => {
    expect(parse([{ ...pen, points: [[Number.NaN, 0.5, 0.5]] }]).success).toBe(false);
    expect(parse([{ ...pen, points: [[0.5, 0.5, Number.POSITIVE_INFINITY]] }]).success).toBe(false);
    expect(parse([{ ...pen, points: [[1.06, 0.5, 0.5]] }]).success).toBe(false);
    expect(parse([{ ...pen, points: [[0.5, -0.06, 0.5]] }]).success).toBe(false);
    expect(parse([{ ...pen, points: [] }]).success).toBe(false);
    expect(parse([{ ...pen, color: 'red' }]).success).toBe(false);
    expect(parse([{ ...pen, color: '#12345g' }]).success).toBe(false);
    expect(parse([{ ...pen, size: 0.06 }]).success).toBe(false);
    expect(parse([{ ...pen, size: 0.0001 }]).success).toBe(false);
    expect(parse([{ ...pen, tool: 'eraser' }]).success).toBe(false);
  });

  it('refuses more strokes or points than a page holds', () => {
    const longStroke = { ...pen, points: Array.from({ length: INK_POINTS_PER_STROKE_MAX + 1 }, () => [0.5, 0.5, 0.5]) };
    expect(parse([longStroke]).success).toBe(false);
    expect(parse(Array.from({ length: INK_STROKES_PER_PAGE_MAX + 1 }, () => pen)).success).toBe(false);
    expect(parse(Array.from({ length: INK_STROKES_PER_PAGE_MAX }, () => pen)).success).toBe(true);
  });
});
