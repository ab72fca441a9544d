import { HIGHLIGHTER_OPACITY, InkTool, traceOutline, type InkStroke } from '@boda/contract';
import { liveInkContextSettings } from './lowLatencyCanvas';
import { strokeOutline, VIEW_WIDTH } from './outline';

/**
 * Paints the stroke being drawn on a canvas over the page, synchronously from the pointer handler: the
 * segment is on screen in the frame the event arrived in (no requestAnimationFrame hop), or sooner where
 * a GPU composites the page (a desynchronized context: lowLatencyCanvas.ts). Each move redraws
 * the stroke's whole outline (perfect-freehand smooths the tail as it grows), clearing only the box the
 * last drawing covered, so the cost stays small on a large page.
 */
export class LivePainter {
  private context: CanvasRenderingContext2D | null = null;
  /** The box (view units) the last drawing covered. */
  private dirty: [number, number, number, number] | null = null;
  /** Two CSS pixels in view units: antialiased edges reach past the polygon. */
  private margin = 0;

  /** Asked when the painter is made (the page's mount), so the first stroke does not wait for the probe. */
  private readonly settings = liveInkContextSettings();

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /** Sizes the canvas to the page's box on screen (device pixels), once per stroke. */
  begin(cssWidth: number, cssHeight: number): void {
    const ratio = window.devicePixelRatio || 1;
    const width = Math.max(1, Math.round(cssWidth * ratio));
    const height = Math.max(1, Math.round(cssHeight * ratio));
    if (this.canvas.width !== width || this.canvas.height !== height) {
      this.canvas.width = width;
      this.canvas.height = height;
      this.context = null;
    }
    // Desynchronized where a GPU composites: the canvas's changes are shown without waiting for the
    // page's next frame (engines without it ignore the attribute); in software rendering it only costs.
    this.context ??= this.canvas.getContext('2d', this.settings);
    if (!this.context) return;
    const scale = width / VIEW_WIDTH;
    this.margin = (2 * VIEW_WIDTH) / Math.max(1, cssWidth);
    this.context.setTransform(scale, 0, 0, scale, 0, 0);
    this.clear();
  }

  paint(stroke: InkStroke, viewHeight: number): void {
    const context = this.context;
    if (!context) return;
    const outline = strokeOutline(stroke, VIEW_WIDTH, viewHeight, false);
    this.clearDirty(context);
    if (outline.length < 3) return;
    let minX = Infinity;
    let minY = Infinity;
    let maxX = -Infinity;
    let maxY = -Infinity;
    for (const [x, y] of outline) {
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
    }
    this.dirty = [minX, minY, maxX, maxY];
    context.globalAlpha = stroke.tool === InkTool.HIGHLIGHTER ? HIGHLIGHTER_OPACITY : 1;
    context.fillStyle = stroke.color;
    context.beginPath();
    traceOutline(context, outline);
    context.fill();
  }

  clear(): void {
    const context = this.context;
    this.dirty = null;
    if (!context) return;
    context.save();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.clearRect(0, 0, this.canvas.width, this.canvas.height);
    context.restore();
  }

  private clearDirty(context: CanvasRenderingContext2D): void {
    if (!this.dirty) return;
    const [minX, minY, maxX, maxY] = this.dirty;
    const margin = this.margin;
    context.clearRect(minX - margin, minY - margin, maxX - minX + 2 * margin, maxY - minY + 2 * margin);
    this.dirty = null;
  }
}
