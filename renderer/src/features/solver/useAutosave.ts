import { useEffect, useMemo, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { api } from '../../api';
import { useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../api/commandQuery';
import { Autosaver, type SaveStatus } from './autosaver';
import { toSaveCommand } from './saveQueue';

/**
 * The note's autosave for the solver's lifetime: sends when the page is hidden or closed (the queue is on
 * the device already, so even a send cut short loses nothing), retries when the network is back, and
 * holds an in-app navigation until what waits is sent.
 */
export function useAutosave(companyId: string, noteIdx: number) {
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState<unknown>(null);
  const client = useQueryClient();
  const saver = useMemo(
    () =>
      new Autosaver({
        companyId,
        noteIdx,
        send: (input) => api.send('note.SAVE', toSaveCommand(input)),
        onStatus: (next, cause) => {
          setStatus(next);
          setError(cause ?? null);
        },
      }),
    [companyId, noteIdx],
  );

  useEffect(() => {
    saver.activate();
    const flushIfHidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    const flush = () => void saver.flush();
    const online = () => saver.retryNow();
    document.addEventListener('visibilitychange', flushIfHidden);
    window.addEventListener('pagehide', flush);
    window.addEventListener('online', online);
    return () => {
      document.removeEventListener('visibilitychange', flushIfHidden);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('online', online);
      saver.deactivate();
      // Leaving the solver: what waits goes now, then the lists show the new state.
      void saver.flush().then(() => refreshAfter(client, 'note.SAVE'));
    };
  }, [saver, client]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => saver.hasPending && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // Whether or not it went through, the queue stays on the device: the next open sends it.
    void saver.flush().finally(() => blocker.proceed());
  }, [blocker, saver]);

  return { saver, status, error };
}
