import { useDeferredValue } from 'react';
import { useStore } from 'zustand';
import type { ClassSession, SessionState } from './classSession';

/** A slice of the class session's state, re-rendering when it changes. */
export function useSessionState<Slice>(session: ClassSession, select: (state: SessionState) => Slice): Slice {
  return useStore(session.store, select);
}

/**
 * A slice whose change may be shown by a background render (useDeferredValue): a store change renders
 * at once, in the task of the frame that made it, while a deferred one yields to the page between its
 * parts. For the participant list: a newcomer's tiles would otherwise hold the teacher's page for a
 * whole render while the newcomer's offer, right behind the `joined` frame, waits to be answered.
 */
export function useDeferredSessionState<Slice>(session: ClassSession, select: (state: SessionState) => Slice): Slice {
  return useDeferredValue(useStore(session.store, select));
}
