import { type TouchEvent, useRef } from 'react';
import { Limits } from '@boda/contract';

export interface LongPressHandlers {
  onTouchStart(event: TouchEvent): void;
  onTouchEnd(): void;
  onTouchMove(): void;
  onTouchCancel(): void;
}

/** Touch: a 500 ms press without moving calls `onLongPress` with where the finger is (the context menu on touch). */
export function useLongPress(
  onLongPress: (point: { x: number; y: number }) => void,
  delayMs: number = Limits.LONG_PRESS_MS,
): LongPressHandlers {
  const timer = useRef<number | null>(null);
  const clear = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    onTouchStart(event) {
      const touch = event.touches[0];
      if (!touch) return;
      const point = { x: touch.clientX, y: touch.clientY };
      clear();
      timer.current = window.setTimeout(() => {
        timer.current = null;
        onLongPress(point);
      }, delayMs);
    },
    onTouchEnd: clear,
    onTouchMove: clear,
    onTouchCancel: clear,
  };
}
