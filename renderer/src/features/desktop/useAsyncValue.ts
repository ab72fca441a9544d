import { useEffect, useState } from 'react';

export type AsyncValue<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; value: T };

/**
 * A value main answers over IPC (not server data, so not TanStack Query). `load` must be stable
 * (useCallback); `set` replaces the value after a change the dialog made itself.
 */
export function useAsyncValue<T>(load: () => Promise<T>): [AsyncValue<T>, (value: T) => void] {
  const [state, setState] = useState<AsyncValue<T>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setState({ status: 'ready', value }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [load]);
  return [state, (value: T) => setState({ status: 'ready', value })];
}
