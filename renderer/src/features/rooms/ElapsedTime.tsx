import { useEffect, useState } from 'react';
import { elapsedLabel } from './roomState';

/** Elapsed class time, ticking every second. */
export function ElapsedTime({ since, testId }: { since: string; testId?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <span data-testid={testId}>{elapsedLabel(since, now)}</span>;
}
