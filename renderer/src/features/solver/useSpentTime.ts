import { useEffect } from 'react';
import type { Autosaver } from './autosaver';

/** Without input for this long the student is taken to be away, and the clock stops. */
export const IDLE_AFTER_MS = 60_000;
/** The counted seconds are written to the device this often (they are sent with the next save). */
const PERSIST_EVERY_SEC = 15;
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'input'] as const;

/** Counts solving seconds (page visible, input in the last minute) into the autosave's next save. */
export function useSpentTime(saver: Autosaver, active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    let lastInput = Date.now();
    let counted = 0;
    const touch = () => {
      lastInput = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, touch, { capture: true, passive: true });
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible' || Date.now() - lastInput >= IDLE_AFTER_MS) return;
      counted += 1;
      saver.addSpentSec(1, counted % PERSIST_EVERY_SEC === 0);
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touch, { capture: true });
    };
  }, [saver, active]);
}
