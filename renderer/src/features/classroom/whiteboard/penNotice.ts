import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoreApi } from 'zustand/vanilla';
import type { ClassroomParticipant } from '@boda/contract';
import { notify } from '../../../ui/feedback';

/** What the pen notices read of the class's state (the session's store has it). */
export interface PenView {
  you: Pick<ClassroomParticipant, 'peerId' | 'role'> | null;
  /** Who holds the pen besides the teacher. */
  pen: string | null;
}

/** Read only: the session's store (of its whole state) fits. */
export type PenStore = Pick<StoreApi<PenView>, 'getState' | 'subscribe'>;

export type PenChange = 'given' | 'taken';

/** A student holding the pen (the teacher always draws and is never handed it). */
function holdsPen(state: PenView): boolean {
  return state.you !== null && state.you.role !== 'teacher' && state.pen === state.you.peerId;
}

/**
 * Calls `onChange` once each time the pen comes to this participant or leaves them (the state at the
 * subscription counts as known: subscribing again, e.g. for a new language, tells nothing twice).
 * Answers the unsubscribe.
 */
export function watchPen(store: PenStore, onChange: (change: PenChange) => void): () => void {
  let held = holdsPen(store.getState());
  return store.subscribe((state) => {
    const now = holdsPen(state);
    if (now === held) return;
    held = now;
    onChange(now ? 'given' : 'taken');
  });
}

/**
 * The student handed the pen is told so, and told when it is taken back, with a toast (the app's notice,
 * as for the teacher turning the microphone off; the toaster announces it to screen readers too). Lives at
 * the page: the board may be hidden when the pen arrives.
 */
export function usePenNotice(session: { store: PenStore } | null): void {
  const { t } = useTranslation('classroomBoard');
  const store = session?.store;
  useEffect(() => (store ? watchPen(store, (change) => notify.info(t(`pen.${change}`))) : undefined), [store, t]);
}
