import { useEffect, useState } from 'react';

/**
 * `value`, once it has stayed the same for `delayMs`. A change of `resetKey` takes the value at once
 * (a change that is not the user's typing or paging, such as the company's month becoming known).
 */
export function useDebouncedValue<T>(value: T, delayMs: number, resetKey?: unknown): T {
  const [debounced, setDebounced] = useState(value);
  const [key, setKey] = useState(resetKey);
  if (key !== resetKey) {
    // Adjusting state while rendering: React renders again at once with it, before anything is committed.
    setKey(resetKey);
    setDebounced(value);
  }
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
