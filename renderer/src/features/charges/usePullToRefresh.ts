import { type TouchEvent, useCallback, useRef, useState } from 'react';

/** Dragging down this far at the top of the page arms a refresh (service-area 2.7). */
export const PULL_ARM_PX = 100;
/** The spinner stays this long after the refresh completes. */
export const PULL_LINGER_MS = 500;

/**
 * Pull-to-refresh: a touch drag down from the top of the page, released after PULL_ARM_PX, runs
 * `refresh`; `refreshing` stays true until PULL_LINGER_MS after it completes. `run` is the same refresh
 * for a button (no touch screen, keyboard).
 */
export function usePullToRefresh(refresh: () => Promise<unknown>) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  const run = useCallback(async () => {
    setRefreshing(true);
    try {
      await refresh();
    } finally {
      setTimeout(() => setRefreshing(false), PULL_LINGER_MS);
    }
  }, [refresh]);

  const handlers = {
    onTouchStart: (e: TouchEvent) => {
      const atTop = (document.scrollingElement?.scrollTop ?? 0) <= 0 && e.currentTarget.scrollTop <= 0;
      start.current = atTop && !refreshing ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: TouchEvent) => {
      if (start.current === null) return;
      setPull(Math.max(0, Math.min(PULL_ARM_PX * 1.5, (e.touches[0]?.clientY ?? start.current) - start.current)));
    },
    onTouchEnd: () => {
      const armed = start.current !== null && pull >= PULL_ARM_PX;
      start.current = null;
      setPull(0);
      if (armed) void run();
    },
  };
  return { handlers, pull, armed: pull >= PULL_ARM_PX, refreshing, run };
}
