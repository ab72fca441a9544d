import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassroomInk } from '@boda/contract';
import { boardImage } from './boardImage';

afterEach(() => vi.restoreAllMocks());

const line = (strokeId: string, color: string): ClassroomInk => ({
  strokeId,
  tool: 'pen',
  color,
  size: 0.0035,
  points: [
    [0.1, 0.2, 0.5],
    [0.5, 0.6, 0.5],
    [0.9, 0.2, 0.5],
  ],
  done: true,
});

describe('boardImage', () => {
  it('paints every stroke on white at 1920 x 1080 and answers a PNG', async () => {
    const calls: string[] = [];
    const sizes: number[][] = [];
    const context = new Proxy(
      {},
      {
        get:
          (_target, key) =>
          (...args: unknown[]) =>
            calls.push(`${String(key)}${key === 'fillRect' ? `(${args.join(',')})` : ''}`),
        set: (_target, key, value) => (calls.push(`${String(key)}=${String(value)}`), true),
      },
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
      sizes.push([this.width, this.height]);
      return context as unknown as CanvasRenderingContext2D;
    });
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => callback(new Blob(['png'], { type })));

    const image = await boardImage([line('a', '#1f1f1f'), line('b', '#d13438')]);
    expect(image?.type).toBe('image/png');
    expect(sizes).toEqual([[1920, 1080]]);
    // White first, the whole image; then each stroke filled in its colour, in order.
    expect(calls.indexOf('fillStyle=#ffffff')).toBeLessThan(calls.indexOf('fillRect(0,0,1920,1080)'));
    expect(calls.filter((call) => call.startsWith('fillStyle=#'))).toEqual(['fillStyle=#ffffff', 'fillStyle=#1f1f1f', 'fillStyle=#d13438']);
    expect(calls.filter((call) => call === 'fill')).toHaveLength(2);
  });
});
