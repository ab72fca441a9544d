import { hitStroke, type InkStroke } from '@boda/contract';
import { ERASER_RADIUS_PX } from './inkTools';

/**
 * The strokes the stroke eraser touches on its way from `from` to (x, y) (fractions of the page; `from`
 * null on the first sample), skipping those `skip` names. A fast drag jumps between samples: points along
 * the way are tested, half the eraser's reach apart. `rect`: the page on screen (the reach is in pixels).
 */
export function eraserHits<S extends InkStroke>(
  strokes: readonly S[],
  from: readonly [number, number] | null,
  x: number,
  y: number,
  rect: { width: number; height: number },
  skip: (stroke: S) => boolean,
): S[] {
  const radius = ERASER_RADIUS_PX / rect.width;
  const aspect = rect.height / rect.width;
  const [fromX, fromY] = from ?? [x, y];
  const steps = Math.max(1, Math.ceil(Math.hypot(x - fromX, (y - fromY) * aspect) / (radius / 2)));
  const hits: S[] = [];
  for (const stroke of strokes) {
    if (skip(stroke)) continue;
    for (let step = 1; step <= steps; step += 1) {
      const t = step / steps;
      if (hitStroke(stroke, fromX + (x - fromX) * t, fromY + (y - fromY) * t, radius, aspect)) {
        hits.push(stroke);
        break;
      }
    }
  }
  return hits;
}
