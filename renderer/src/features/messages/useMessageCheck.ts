import { useEffect, useRef } from 'react';
import { Limits } from '@boda/contract';

export interface MessageCheckOptions {
  /** The check itself (message.EXIST_NEW once the messages issue adds it to the contract). */
  check: () => Promise<unknown>;
  /** Off in emergency mode and without a session. */
  enabled: boolean;
  intervalMs?: number;
}

/**
 * foundation.md 7: the new-message check runs every 60 s and whenever the window regains focus.
 * It runs once on start; failures are logged, never surfaced, and never stop the schedule.
 */
export function useMessageCheck({ check, enabled, intervalMs = Limits.MESSAGE_POLL_MS }: MessageCheckOptions): void {
  const checkRef = useRef(check);
  useEffect(() => {
    checkRef.current = check;
  }, [check]);

  useEffect(() => {
    if (!enabled) return undefined;
    let inFlight = false;
    const run = () => {
      if (inFlight) return;
      inFlight = true;
      checkRef
        .current()
        .catch((error: unknown) => console.warn('[messages] check failed', error))
        .finally(() => {
          inFlight = false;
        });
    };
    run();
    const timer = window.setInterval(run, intervalMs);
    window.addEventListener('focus', run);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', run);
    };
  }, [enabled, intervalMs]);
}
