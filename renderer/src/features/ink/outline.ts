import { createInkOutline, type InkStroke } from '@boda/contract';
import { getStroke } from 'perfect-freehand';

/** The contract's ink drawing bound to perfect-freehand (the server binds the same, so both draw alike). */
export const { strokeOutline, strokePath } = createInkOutline(getStroke);

/**
 * Strokes are drawn in a page of this many units across (and width x aspect down), whatever its size on
 * screen: the SVG scales with the page, so a resize redraws nothing. Paths are written in whole units
 * (fast to build), so a unit is a tenth of a pixel on a page 1000 px wide.
 */
export const VIEW_WIDTH = 10_000;

const pathCache = new WeakMap<InkStroke, { height: number; d: string }>();

/** A finished stroke's SVG path in view units, computed once per stroke (strokes are immutable). */
export function cachedStrokePath(stroke: InkStroke, viewHeight: number): string {
  const cached = pathCache.get(stroke);
  if (cached && cached.height === viewHeight) return cached.d;
  const d = strokePath(stroke, VIEW_WIDTH, viewHeight);
  pathCache.set(stroke, { height: viewHeight, d });
  return d;
}
