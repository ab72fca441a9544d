import { HIGHLIGHTER_OPACITY, InkTool, traceOutline, type InkStroke } from '@boda/contract';
import { strokeOutline, VIEW_WIDTH } from '../../ink';

/** The board is always 16:9 (a slide, a screen share), whatever its size on screen. */
export const BOARD_ASPECT = 9 / 16;
/** The board's height in the ink's view units (its width is VIEW_WIDTH). */
export const BOARD_VIEW_HEIGHT = VIEW_WIDTH * BOARD_ASPECT;

/**
 * Sizes a canvas to its box on screen in device pixels and answers its context drawing in view units;
 * null where there is no 2D context (jsdom). Resizing a canvas wipes it: the caller repaints.
 */
export function prepareCanvas(
  canvas: HTMLCanvasElement,
  cssWidth: number,
  cssHeight: number,
  settings?: CanvasRenderingContext2DSettings,
): CanvasRenderingContext2D | null {
  const ratio = window.devicePixelRatio || 1;
  const width = Math.max(1, Math.round(cssWidth * ratio));
  const height = Math.max(1, Math.round(cssHeight * ratio));
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d', settings);
  if (!context) return null;
  context.setTransform(width / VIEW_WIDTH, 0, 0, width / VIEW_WIDTH, 0, 0);
  return context;
}

export function clearCanvas(context: CanvasRenderingContext2D): void {
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, context.canvas.width, context.canvas.height);
  context.restore();
}

/** A box in view units: min x, min y, max x, max y. */
export type ViewBox = [number, number, number, number];

/**
 * One stroke as the solver's pen layer draws it (the same outline), a highlighter see-through. Answers
 * the box its outline covers (view units), or null when there was nothing to paint.
 */
export function paintStroke(context: CanvasRenderingContext2D, stroke: InkStroke, complete: boolean): ViewBox | null {
  const outline = strokeOutline(stroke, VIEW_WIDTH, BOARD_VIEW_HEIGHT, complete);
  if (outline.length < 3) return null;
  const highlighter = stroke.tool === InkTool.HIGHLIGHTER;
  context.globalAlpha = highlighter ? HIGHLIGHTER_OPACITY : 1;
  context.globalCompositeOperation = highlighter ? 'multiply' : 'source-over';
  context.fillStyle = stroke.color;
  context.beginPath();
  traceOutline(context, outline);
  context.fill();
  context.globalAlpha = 1;
  context.globalCompositeOperation = 'source-over';
  const box: ViewBox = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of outline) {
    if (x < box[0]) box[0] = x;
    if (y < box[1]) box[1] = y;
    if (x > box[2]) box[2] = x;
    if (y > box[3]) box[3] = y;
  }
  return box;
}

/** Clears `box` (view units) and `margin` around it: antialiased edges reach past the outline. */
export function clearBox(context: CanvasRenderingContext2D, box: ViewBox, margin: number): void {
  context.clearRect(box[0] - margin, box[1] - margin, box[2] - box[0] + 2 * margin, box[3] - box[1] + 2 * margin);
}
