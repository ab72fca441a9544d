import { useEffect } from 'react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';

export interface VirtualRowsOptions {
  count: number;
  /** Fixed row height in px: rows of a list share one size, so nothing has to be measured. */
  rowHeight: number;
  getScrollElement: () => HTMLElement | null;
  /**
   * The viewport height to plan for while the element reports none (not laid out yet, or jsdom):
   * the list then renders one viewport of rows instead of none.
   */
  fallbackHeight?: number;
  overscan?: number;
  /** Called when the last rendered row is within `overscan` rows of the end: load the next server page. */
  onNearEnd?: () => void;
}

/**
 * Virtual rows over one scroll element: only the rows in view (plus a few) are in the DOM, with
 * spacers of `paddingTop` / `paddingBottom` around them, so a list of 10,000 renders like one of 30.
 */
export function useVirtualRows({ count, rowHeight, getScrollElement, fallbackHeight = 480, overscan = 6, onNearEnd }: VirtualRowsOptions) {
  // The virtualizer is mutable by design; this hook re-reads it on every render, so no memoized copy can go stale.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement,
    estimateSize: () => rowHeight,
    overscan,
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight })),
  });
  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const lastShown = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    if (onNearEnd && count > 0 && lastShown >= count - 1 - overscan) onNearEnd();
  }, [lastShown, count, overscan, onNearEnd]);
  const first = rows[0];
  const last = rows.at(-1);
  return {
    rows,
    paddingTop: first ? first.start : 0,
    paddingBottom: last ? total - last.end : 0,
    scrollToIndex: (index: number) => virtualizer.scrollToIndex(index, { align: 'auto' }),
  };
}
