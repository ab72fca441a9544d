import type { RefObject } from 'react';
import { useElementSize } from '../../ui/useElementSize';

/** A camera tile's shape (VideoTile keeps it with aspect-ratio). */
export const TILE_ASPECT = 16 / 9;
/** Below this width a tile's name and badges no longer fit: the grid scrolls instead. */
export const TILE_MIN_WIDTH = 200;

export interface TileLayout {
  columns: number;
  /** Each tile's width in CSS pixels (its height follows from TILE_ASPECT). */
  tileWidth: number;
}

/**
 * The grid that shows `count` tiles as large as the stage allows: of every column count, the one whose
 * tiles (TILE_ASPECT, `gap` between them) are widest while all rows fit the stage's height. Where no count
 * fits at TILE_MIN_WIDTH (many tiles on a short stage), as many columns of that width as the width takes,
 * and the grid scrolls.
 */
export function tileLayout(width: number, height: number, count: number, gap: number): TileLayout {
  if (count <= 0 || width <= 0) return { columns: 1, tileWidth: Math.max(0, width) };
  let best: TileLayout = { columns: 1, tileWidth: 0 };
  for (let columns = 1; columns <= count; columns += 1) {
    const rows = Math.ceil(count / columns);
    const byWidth = (width - gap * (columns - 1)) / columns;
    const byHeight = ((height - gap * (rows - 1)) / rows) * TILE_ASPECT;
    const tileWidth = Math.floor(Math.min(byWidth, byHeight));
    if (tileWidth > best.tileWidth) best = { columns, tileWidth };
  }
  if (best.tileWidth >= TILE_MIN_WIDTH) return best;
  const columns = Math.max(1, Math.min(count, Math.floor((width + gap) / (TILE_MIN_WIDTH + gap))));
  return { columns, tileWidth: Math.floor(Math.min(width, (width - gap * (columns - 1)) / columns)) };
}

/** tileLayout for the element's box, kept current as it is resized (null before the first measure). */
export function useTileLayout(element: RefObject<HTMLElement | null>, count: number, gap: number): TileLayout | null {
  const size = useElementSize(element);
  return size ? tileLayout(size.width, size.height, count, gap) : null;
}
