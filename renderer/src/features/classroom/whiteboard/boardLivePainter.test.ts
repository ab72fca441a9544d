import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassroomInk } from '@boda/contract';
import { BoardLivePainter } from './boardLivePainter';

const fill = vi.fn();
beforeEach(() => {
  // jsdom draws nothing: a 2D context that records fills.
  const context = new Proxy({ fill }, { get: (target, key) => (key in target ? target[key as 'fill'] : () => undefined) });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  fill.mockClear();
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
});
