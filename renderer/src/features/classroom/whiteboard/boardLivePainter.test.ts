import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassroomInk } from '@boda/contract';
import { VIEW_WIDTH } from '../../ink';
import { BoardLivePainter } from './boardLivePainter';
import { BOARD_VIEW_HEIGHT } from './boardPaint';

const fill = vi.fn();
const clearRect = vi.fn();
beforeEach(() => {
  // jsdom draws nothing: a 2D context that records fills and clears (the canvas's size as a real one has it).
  const context = new Proxy(
    { fill, clearRect, canvas: { width: 800, height: 450 } },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined) },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  fill.mockClear();
  clearRect.mockClear();
});
afterEach(() => vi.restoreAllMocks());

const stroke = (strokeId: string, points: number): ClassroomInk => ({
  strokeId,
  tool: 'pen',
  color: '#1f1f1f',
  size: 0.0035,
  points: Array.from({ length: points }, (_, i) => [0.1 + i * 0.05, 0.2, 0.5] as [number, number, number]),
  done: false,
});

describe('BoardLivePainter', () => {
  it("repaints for the others' new points, not for this page's own stroke growing", () => {
    const canvas = document.createElement('canvas');
    const painter = new BoardLivePainter(canvas);
    painter.setSize(800, 450);
    painter.setDrawing('mine');
    painter.setLive(new Map([['me:mine', stroke('mine', 3)]]));
    const fillsBefore = fill.mock.calls.length;
    painter.setLive(new Map([['me:mine', stroke('mine', 4)]]));
    painter.setLive(new Map([['me:mine', stroke('mine', 5)]]));
    expect(fill.mock.calls.length).toBe(fillsBefore);
    expect(canvas.getAttribute('data-live')).toBe('0');

    const theirs = stroke('theirs', 3);
    painter.setLive(
      new Map([
        ['me:mine', stroke('mine', 6)],
        ['m1:theirs', theirs],
      ]),
    );
    expect(fill.mock.calls.length).toBeGreaterThan(fillsBefore);
    expect(canvas.getAttribute('data-live-points')).toBe('3');
    const fillsWithTheirs = fill.mock.calls.length;
    // Only our stroke grew: their stroke is on the canvas already.
    painter.setLive(
      new Map([
        ['me:mine', stroke('mine', 7)],
        ['m1:theirs', theirs],
      ]),
    );
    expect(fill.mock.calls.length).toBe(fillsWithTheirs);
    // Their next part is painted at once.
    painter.setLive(
      new Map([
        ['me:mine', stroke('mine', 7)],
        ['m1:theirs', stroke('theirs', 4)],
      ]),
    );
    expect(fill.mock.calls.length).toBeGreaterThan(fillsWithTheirs);
    expect(canvas.getAttribute('data-live-points')).toBe('4');
    painter.dispose();
  });

  it('clears only the box it painted before (not the whole canvas) for a new part, all of it after a resize', () => {
    const canvas = document.createElement('canvas');
    const painter = new BoardLivePainter(canvas);
    painter.setSize(800, 450);
    painter.setLive(new Map([['m1:theirs', stroke('theirs', 3)]]));
    // The first paint at this size: the whole canvas (in device pixels).
    expect(clearRect.mock.calls.at(-1)).toEqual([0, 0, 800, 450]);
    clearRect.mockClear();
    painter.setLive(new Map([['m1:theirs', stroke('theirs', 4)]]));
    // The next part: the strip its stroke covered (a horizontal line at y 0.2, view units), a little around it.
    expect(clearRect).toHaveBeenCalledTimes(1);
    const [x, y, width, height] = clearRect.mock.calls[0] as number[];
    expect(x).toBeGreaterThan(0);
    expect(y).toBeGreaterThan(0);
    // Board: VIEW_WIDTH x BOARD_VIEW_HEIGHT; the stroke spans 0.1-0.25 of its width, one line of its height.
    expect(width).toBeLessThan(VIEW_WIDTH * 0.2);
    expect(height).toBeLessThan(BOARD_VIEW_HEIGHT * 0.05);
    painter.setSize(640, 360);
    painter.setLive(new Map([['m1:theirs', stroke('theirs', 5)]]));
    expect(clearRect.mock.calls.at(-1)).toEqual([0, 0, 800, 450]);
    painter.dispose();
  });
});
