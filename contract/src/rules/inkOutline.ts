/*
 * How a stroke of ink (./ink.ts) is drawn, shared by the solver's pen layer (renderer/src/features/ink)
 * and the server's page rendering (server/src/ink), so a stroke looks the same on screen, on the page image
 * the teacher reviews and in downloads.
 *
 * The outline comes from perfect-freehand's getStroke. contract/ imports nothing but zod, so the function
 * is passed in once by each side (`createInkOutline(getStroke)`); everything around it (the options,
 * the scaling, the SVG) lives here, once.
 */
import { InkTool, type InkStroke, type PageInk } from './ink';

/** The part of perfect-freehand's StrokeOptions this module sets. */
export interface InkOutlineOptions {
  size: number;
  thinning: number;
  smoothing: number;
  streamline: number;
  simulatePressure: boolean;
  last: boolean;
  start: { cap: boolean; taper: number };
  end: { cap: boolean; taper: number };
}

/** perfect-freehand's getStroke: input points [x, y, pressure] -> outline polygon [x, y][]. */
export type StrokeOutliner = (points: number[][], options: InkOutlineOptions) => number[][];

/** Where a device reports no pressure (mouse, most touch screens) every sample carries this. */
export const INK_NO_PRESSURE = 0.5;
/** A highlighter is see-through, darkening what is under it (multiply-like) instead of covering it. */
export const HIGHLIGHTER_OPACITY = 0.35;

/** True when the device reported no pressure: the outline then simulates it from the pen's speed. */
export function hasNoPressure(stroke: InkStroke): boolean {
  return stroke.points.every((point) => point[2] === INK_NO_PRESSURE);
}

/** perfect-freehand's options for a stroke drawn on a page `width` pixels wide. */
export function inkOutlineOptions(stroke: InkStroke, width: number, last = true): InkOutlineOptions {
  const highlighter = stroke.tool === InkTool.HIGHLIGHTER;
  return {
    size: stroke.size * width,
    // A highlighter is a felt tip: its width does not follow pressure.
    thinning: highlighter ? 0 : 0.6,
    smoothing: 0.5,
    streamline: 0.5,
    simulatePressure: !highlighter && hasNoPressure(stroke),
    last,
    start: { cap: true, taper: 0 },
    end: { cap: true, taper: 0 },
  };
}

/**
 * The outline's polygon as an SVG path: quadratic curves through the midpoints (perfect-freehand's own
 * recipe), in whole units. Whole numbers are about 5x faster to write than decimals (measured: 1200
 * strokes in ~50 ms instead of ~260 ms) and a third shorter, so outlines are computed at a scale where a
 * unit is fine enough: the pen layer draws 10000 units across a page, pageInkToSvg 10 units a pixel.
 */
export function outlineToSvgPath(outline: readonly (readonly number[])[]): string {
  const count = outline.length;
  if (count < 4) return '';
  const r = Math.round;
  const [first, second, third] = outline;
  let d = `M${r(first[0])},${r(first[1])}Q${r(second[0])},${r(second[1])} ${r((second[0] + third[0]) / 2)},${r((second[1] + third[1]) / 2)}T`;
  for (let i = 2; i < count - 1; i += 1) {
    const a = outline[i];
    const b = outline[i + 1];
    d += r((a[0] + b[0]) / 2) + ',' + r((a[1] + b[1]) / 2) + ' ';
  }
  return d + 'Z';
}

export interface OutlinePen {
  moveTo(x: number, y: number): void;
  quadraticCurveTo(cpx: number, cpy: number, x: number, y: number): void;
  closePath(): void;
}

/** Canvas drawing of the same outline (the pen layer's live stroke): no string to build and parse per move. */
export function traceOutline(context: OutlinePen, outline: readonly (readonly number[])[]): void {
  const count = outline.length;
  if (count < 3) return;
  context.moveTo(outline[0][0], outline[0][1]);
  for (let i = 1; i < count - 1; i += 1) {
    const [x, y] = outline[i];
    const [nx, ny] = outline[i + 1];
    context.quadraticCurveTo(x, y, (x + nx) / 2, (y + ny) / 2);
  }
  context.closePath();
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** SVG attributes of a stroke's path (fill and, for a highlighter, its see-through multiply). */
export function strokeFillAttributes(stroke: InkStroke): string {
  const fill = `fill="${escapeAttribute(stroke.color)}"`;
  if (stroke.tool !== InkTool.HIGHLIGHTER) return fill;
  return `${fill} fill-opacity="${HIGHLIGHTER_OPACITY}" style="mix-blend-mode:multiply"`;
}

/** pageInkToSvg's paths are in tenths of a pixel (outlineToSvgPath writes whole units). */
export const SVG_UNITS_PER_PIXEL = 10;

export interface InkOutline {
  /** The stroke's outline polygon in pixels of a page `width` x `height`. `last: false` while it is being drawn. */
  strokeOutline(stroke: InkStroke, width: number, height: number, last?: boolean): number[][];
  /** The outline as an SVG path `d`, in whole units of the size given. */
  strokePath(stroke: InkStroke, width: number, height: number): string;
  /** A standalone SVG document of the page's ink, `width` x `height` pixels, transparent where there is none. */
  pageInkToSvg(ink: PageInk, width: number, height: number): string;
}

/** The outline functions bound to perfect-freehand's getStroke (each side passes it in once). */
export function createInkOutline(getStroke: StrokeOutliner): InkOutline {
  const strokeOutline = (stroke: InkStroke, width: number, height: number, last = true) => {
    const points = stroke.points.map(([x, y, pressure]) => [x * width, y * height, pressure]);
    return getStroke(points, inkOutlineOptions(stroke, width, last));
  };
  const strokePath = (stroke: InkStroke, width: number, height: number) => outlineToSvgPath(strokeOutline(stroke, width, height));
  const pageInkToSvg = (ink: PageInk, width: number, height: number) => {
    const [unitsWide, unitsHigh] = [width * SVG_UNITS_PER_PIXEL, height * SVG_UNITS_PER_PIXEL];
    const paths = ink.strokes
      .map((stroke) => {
        const d = strokePath(stroke, unitsWide, unitsHigh);
        return d ? `<path d="${d}" ${strokeFillAttributes(stroke)}/>` : '';
      })
      .join('');
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${unitsWide} ${unitsHigh}">${paths}</svg>`;
  };
  return { strokeOutline, strokePath, pageInkToSvg };
}

/** Distance from (px, py) to the segment a-b, in the same units. */
function segmentDistance(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / lengthSquared));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The stroke eraser's test: does a circle at (x, y) (page fractions) of `radius` (a fraction of the page
 * width) touch the stroke? `aspect` is the page's height / width, so distances are measured in one unit
 * (the page width) across and down.
 */
export function hitStroke(stroke: InkStroke, x: number, y: number, radius: number, aspect = 1): boolean {
  const reach = radius + stroke.size / 2;
  const points = stroke.points;
  if (points.length === 1) return Math.hypot(points[0][0] - x, (points[0][1] - y) * aspect) <= reach;
  for (let i = 1; i < points.length; i += 1) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    if (segmentDistance(x, y * aspect, ax, ay * aspect, bx, by * aspect) <= reach) return true;
  }
  return false;
}
