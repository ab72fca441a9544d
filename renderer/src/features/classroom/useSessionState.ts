import { useStore } from 'zustand';
import type { ClassSession, SessionState } from './classSession';

/** A slice of the class session's state, re-rendering when it changes. */
export function useSessionState<Slice>(session: ClassSession, select: (state: SessionState) => Slice): Slice {
  return useStore(session.store, select);
}
