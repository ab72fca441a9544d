import { useCallback, useEffect, useState } from 'react';

/** The academy carousel changes every 8 seconds (service-area 9). */
export const CAROUSEL_INTERVAL_MS = 8000;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Which of `count` slides shows. It advances every CAROUSEL_INTERVAL_MS unless held (pointer over it,
 * focus inside it), stopped by the user, or the user prefers reduced motion (then it never moves by itself).
 */
export function useCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const running = !held && !stopped && count > 1;
  useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [running, count, intervalMs]);
  const select = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  return { index, select, running, stopped, setStopped, hold: () => setHeld(true), release: () => setHeld(false) };
}
