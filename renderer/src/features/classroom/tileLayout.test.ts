import { describe, expect, it } from 'vitest';
import { TILE_MIN_WIDTH, tileLayout } from './tileLayout';

describe('tileLayout', () => {
  it('puts a few tiles on a wide stage side by side, as large as its height allows', () => {
    // 1280x800 window: the stage is about 1248 x 600.
    expect(tileLayout(1248, 600, 1, 12)).toEqual({ columns: 1, tileWidth: 1066 });
    expect(tileLayout(1248, 600, 2, 12)).toEqual({ columns: 2, tileWidth: 618 });
    // Three: two rows of two columns (522 wide, the rows 294 high) beat one row of three (408 wide).
    expect(tileLayout(1248, 600, 3, 12)).toEqual({ columns: 2, tileWidth: 522 });
    expect(tileLayout(1248, 600, 6, 12)).toEqual({ columns: 3, tileWidth: 408 });
  });

  it('stacks the tiles in one column beside the board (a tall, narrow stage)', () => {
    expect(tileLayout(400, 600, 3, 12)).toEqual({ columns: 1, tileWidth: 341 });
  });

  it('never makes a tile narrower than its caption needs: the grid scrolls instead', () => {
    const layout = tileLayout(900, 150, 6, 12);
    expect(layout.tileWidth).toBeGreaterThanOrEqual(TILE_MIN_WIDTH);
    expect(layout.columns).toBe(4);
  });

  it('answers a single column for nothing to show or an unmeasured stage', () => {
    expect(tileLayout(0, 0, 3, 12)).toEqual({ columns: 1, tileWidth: 0 });
    expect(tileLayout(800, 600, 0, 12)).toEqual({ columns: 1, tileWidth: 800 });
  });
});
