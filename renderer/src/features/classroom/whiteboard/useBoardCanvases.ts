import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { ClassroomInk } from '@boda/contract';
import { BoardLivePainter } from './boardLivePainter';
import { clearCanvas, paintStroke, prepareCanvas } from './boardPaint';
import { useElementSize } from '../../../ui/useElementSize';
import type { LiveInkSource } from './liveInk';

interface BoardCanvasesOptions {
  element: RefObject<HTMLElement | null>;
  boardCanvas: RefObject<HTMLCanvasElement | null>;
  liveCanvas: RefObject<HTMLCanvasElement | null>;
  strokes: readonly ClassroomInk[];
  liveInk: LiveInkSource;
}

/** Before the board is measured: nothing is painted. */
const UNMEASURED = { width: 0, height: 0 };

interface Painted {
  strokes: readonly ClassroomInk[];
  width: number;
  height: number;
}

/**
 * Keeps the board's two canvases painted: the complete strokes (only the new ones when the list grew, all
 * of them after a clear or a resize) and the strokes in progress (BoardLivePainter, fed by `liveInk`). Answers the live
 * painter, which the pointer input tells about this page's own strokes.
 */
export function useBoardCanvases({ element, boardCanvas, liveCanvas, strokes, liveInk }: BoardCanvasesOptions) {
  const size = useElementSize(element) ?? UNMEASURED;
  const livePainter = useRef<BoardLivePainter | null>(null);
  const painted = useRef<Painted | null>(null);

  useLayoutEffect(() => {
    const canvas = liveCanvas.current;
    if (canvas) livePainter.current = new BoardLivePainter(canvas);
    return () => {
      livePainter.current?.dispose();
      livePainter.current = null;
    };
  }, [liveCanvas]);

  useLayoutEffect(() => {
    const canvas = boardCanvas.current;
    if (!canvas) return;
    const before = painted.current;
    const sameSize = before !== null && before.width === size.width && before.height === size.height;
    // The list only grows while the class draws (a new array each time, the old strokes the same
    // objects): paint only the new ones. Anything else (a clear, a resize, a new board) repaints all.
    const grown =
      sameSize &&
      before.strokes.length <= strokes.length &&
      (before.strokes.length === 0 || before.strokes[before.strokes.length - 1] === strokes[before.strokes.length - 1]);
    const context = size.width > 0 && size.height > 0 ? prepareCanvas(canvas, size.width, size.height) : null;
    if (context) {
      if (!grown) clearCanvas(context);
      for (const stroke of strokes.slice(grown ? before.strokes.length : 0)) paintStroke(context, stroke, true);
    }
    painted.current = { strokes, ...size };
    // The count of complete strokes on the board (tests and diagnostics read it).
    canvas.setAttribute('data-strokes', String(strokes.length));
    livePainter.current?.settlePending(strokes, strokes.length < (before?.strokes.length ?? 0));
  }, [boardCanvas, strokes, size]);

  // Every change of the strokes in progress is painted as it happens, without a render (liveInk.ts).
  useLayoutEffect(() => {
    const paint = () => livePainter.current?.setLive(liveInk.get());
    paint();
    return liveInk.subscribe(paint);
  }, [liveInk]);
  useLayoutEffect(() => livePainter.current?.setSize(size.width, size.height), [size]);

  return livePainter;
}
