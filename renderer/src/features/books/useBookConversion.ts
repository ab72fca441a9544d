import { useEffect, useRef } from 'react';
import type { Conversion } from '@boda/contract';
import { useRefreshAfter } from '../../api/commandQuery';
import { isConverting, useConversion } from './queries';

/**
 * The conversion of a shown book: polled while it runs; when it ends, the book's screens refresh so
 * the page count and the pages appear (what a conversion changes: the screens its retry refreshes).
 */
export function useBookConversion(bookIdx: number, initial: Conversion | undefined): Conversion | undefined {
  const running = isConverting(initial);
  const polled = useConversion(bookIdx, running);
  const conversion = running ? (polled.data ?? initial) : initial;
  const refreshAfter = useRefreshAfter();
  const wasRunning = useRef(running);
  const nowRunning = isConverting(conversion);
  useEffect(() => {
    if (wasRunning.current && !nowRunning) void refreshAfter('book.RETRY_CONVERSION');
    wasRunning.current = nowRunning;
  }, [nowRunning, refreshAfter]);
  return conversion;
}
