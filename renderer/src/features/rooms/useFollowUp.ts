import { useEffect, useRef } from 'react';
import { Limits } from '@boda/contract';

/** service-area 9: after a close or delete success, the follow-up runs 1 second later. */
export function useFollowUp() {
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  return (run: () => void) => {
    timers.current.push(setTimeout(run, Limits.FOLLOW_UP_DELAY_MS));
  };
}
