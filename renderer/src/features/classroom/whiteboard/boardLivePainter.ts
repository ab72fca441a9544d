import type { ClassroomInk } from '@boda/contract';
import { liveInkContextSettings, VIEW_WIDTH } from '../../ink';
import { clearBox, clearCanvas, paintStroke, prepareCanvas, type ViewBox } from './boardPaint';

function union(a: ViewBox | null, b: ViewBox | null): ViewBox | null {
  if (!a || !b) return a ?? b;
  return [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])];
}

/**
 * The canvas of strokes still in progress: the others' (the `live` map, repainted as each part arrives)
 * and this page's own finished strokes until the
 * page hands them back in `strokes` (so a stroke never blinks out between pointer up and the board's
 * next render). The stroke this page is drawing right now is not here: the LivePainter paints it
 * straight from the pointer handler.
 */
export class BoardLivePainter {
  private frame: number | null = null;
  private live: ReadonlyMap<string, ClassroomInk> = new Map();
  private size = { width: 0, height: 0 };
  /** This page's finished strokes the board's `strokes` do not have yet. */
  private pending: ClassroomInk[] = [];
  /** The stroke this page is drawing (the page may fold its own parts into `live` too: not painted twice). */
  private drawing: string | null = null;
  /** What the canvas shows now: a change of this page's own stroke in `live` repaints nothing. */
  private shown: { others: ClassroomInk[]; pending: ClassroomInk[]; width: number; height: number } | null = null;
  /**
   * What the canvas holds: the box of everything painted (view units) at the size it was painted at. A
   * repaint clears only that box, not the whole canvas (a stroke across the board covers a strip of it).
   */
  private painted: { box: ViewBox | null; width: number; height: number } | null = null;

  /** Asked when the painter is made (the page's mount), so the first stroke does not wait for the probe. */
  private readonly settings = liveInkContextSettings();

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /**
   * The others' strokes changed: painted now, not in the next animation frame's callback, so the new
   * points are on the canvas before that frame (its callbacks may run late on a busy page) and the
   * frame itself has no painting left to do.
   */
  setLive(live: ReadonlyMap<string, ClassroomInk>): void {
    this.live = live;
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
    this.paint();
  }

  setSize(width: number, height: number): void {
    this.size = { width, height };
    this.request();
  }

  setDrawing(strokeId: string | null): void {
    this.drawing = strokeId;
    this.request();
  }

  addPending(stroke: ClassroomInk): void {
    this.pending = [...this.pending, stroke];
    this.request();
  }

  /** The board's complete strokes changed: drop what they now hold, or everything on a clear. */
  settlePending(strokes: readonly ClassroomInk[], cleared: boolean): void {
    if (this.pending.length === 0) return;
    const onBoard = new Set(strokes.map((stroke) => stroke.strokeId));
    const left = cleared ? [] : this.pending.filter((stroke) => !onBoard.has(stroke.strokeId));
    if (left.length === this.pending.length) return;
    this.pending = left;
    this.request();
  }

  dispose(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }

  private request(): void {
    this.frame ??= requestAnimationFrame(() => {
      this.frame = null;
      this.paint();
    });
  }

  private isShown(others: ClassroomInk[]): boolean {
    const shown = this.shown;
    return (
      shown !== null &&
      shown.pending === this.pending &&
      shown.width === this.size.width &&
      shown.height === this.size.height &&
      shown.others.length === others.length &&
      shown.others.every((stroke, i) => stroke === others[i])
    );
  }

  private paint(): void {
    const own = new Set(this.pending.map((stroke) => stroke.strokeId));
    if (this.drawing) own.add(this.drawing);
    const others = [...this.live.values()].filter((stroke) => !own.has(stroke.strokeId));
    if (this.isShown(others)) return;
    this.shown = { others, pending: this.pending, ...this.size };
    // Read by tests and by the page's diagnostics: how many others' strokes in progress are shown.
    this.canvas.setAttribute('data-live', String(others.length));
    // Read-only hook for tests/bench/classroom.ts: the others' points this paint shows (set on every paint,
    // so a MutationObserver notes the frame that painted each part).
    this.canvas.setAttribute('data-live-points', String(others.reduce((count, stroke) => count + stroke.points.length, 0)));
    if (this.size.width <= 0 || this.size.height <= 0) return;
    // As the drawer's own stroke (LivePainter): desynchronized where a GPU composites, so a change is
    // shown without the page's next frame taking the canvas along; not in software rendering, where it
    // showed the ink no sooner and held the cores the others' ink waited for (ink/lowLatencyCanvas.ts).
    const context = prepareCanvas(this.canvas, this.size.width, this.size.height, this.settings);
    if (!context) return;
    const { width, height } = this.size;
    const before = this.painted;
    if (before?.width !== width || before.height !== height) clearCanvas(context);
    // Two CSS pixels around the outlines: their antialiased edges.
    else if (before.box) clearBox(context, before.box, (2 * VIEW_WIDTH) / width);
    let box: ViewBox | null = null;
    for (const stroke of this.pending) box = union(box, paintStroke(context, stroke, true));
    for (const stroke of others) box = union(box, paintStroke(context, stroke, false));
    this.painted = { box, width, height };
  }
}
