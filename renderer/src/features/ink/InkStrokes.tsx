import { memo } from 'react';
import { HIGHLIGHTER_OPACITY, InkTool, type InkStroke } from '@boda/contract';
import { cachedStrokePath, VIEW_WIDTH } from './outline';

const keys = new WeakMap<InkStroke, number>();
let nextKey = 0;
/** A stable key per stroke, so erasing one in the middle does not redraw those after it. */
function keyOf(stroke: InkStroke): number {
  let key = keys.get(stroke);
  if (key === undefined) {
    key = nextKey++;
    keys.set(stroke, key);
  }
  return key;
}

interface InkStrokesProps {
  strokes: readonly InkStroke[];
  hidden: ReadonlySet<InkStroke>;
  viewHeight: number;
}

/**
 * The page's finished strokes as one SVG in view units, stretched over the page: a resize scales it
 * without recomputing any outline, and each outline is computed once (outline.ts caches it per stroke).
 */
export const InkStrokes = memo(function InkStrokes({ strokes, hidden, viewHeight }: InkStrokesProps) {
  return (
    <svg
      viewBox={`0 0 ${VIEW_WIDTH} ${viewHeight}`}
      preserveAspectRatio="none"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', display: 'block', pointerEvents: 'none' }}
      aria-hidden="true"
    >
      {strokes.map((stroke) =>
        hidden.has(stroke) ? null : (
          <path
            key={keyOf(stroke)}
            data-testid="ink-stroke"
            d={cachedStrokePath(stroke, viewHeight)}
            fill={stroke.color}
            {...(stroke.tool === InkTool.HIGHLIGHTER ? { fillOpacity: HIGHLIGHTER_OPACITY, style: { mixBlendMode: 'multiply' } } : {})}
          />
        ),
      )}
    </svg>
  );
});
