import { useQuery } from '@tanstack/react-query';
import type { CommandData } from '@boda/contract';
import { api } from '../../api';
import { commandKey } from '../../api/commandKeys';
import { useCommandMutation } from '../../api/commandQuery';
import { earlyKey, takeEarly } from './earlyRequests';

/*
 * The solver reads the note once per visit and then owns its state (autosave writes it back), so the note's
 * answers are not kept in the cache after the solver closes: the next visit reads what the server has then.
 * Static: no change to the note (its own submit included) refetches them while the solver is open.
 */
const ONCE_PER_VISIT = { gcTime: 0, staleTime: 'static', refetchOnWindowFocus: false } as const;

/** The solver's two reads of the note, taking what a cold open asked for early (earlyRequests.ts). */
export function useSolverNote(noteIdx: number) {
  return useQuery({
    ...ONCE_PER_VISIT,
    queryKey: commandKey('note.VIEW', { noteIdx }),
    queryFn: () => takeEarly<CommandData<'note.VIEW'>>(earlyKey.view(noteIdx)) ?? api.send('note.VIEW', { noteIdx }),
    select: (d) => d.result,
    enabled: noteIdx > 0,
  });
}

export function useSolverNoteJson(noteIdx: number) {
  return useQuery({
    ...ONCE_PER_VISIT,
    queryKey: commandKey('note.NOTE_JSON', { noteIdx }),
    queryFn: () => takeEarly<CommandData<'note.NOTE_JSON'>>(earlyKey.json(noteIdx)) ?? api.send('note.NOTE_JSON', { noteIdx }),
    select: (d) => d.result,
    enabled: noteIdx > 0,
  });
}

export interface NotePageRef {
  noteIdx: number;
  agendaNo: number;
  pageNo: number;
}

/** The page without ink (the page's imgUrl: noteFile.PAGE_IMAGE with ink=0), through the signed-in client. */
export function pageImageQuery({ noteIdx, agendaNo, pageNo }: NotePageRef) {
  const input = { noteIdx, agendaNo, pageNo, ink: false, thumbnail: false };
  return {
    queryKey: commandKey('noteFile.PAGE_IMAGE', input),
    queryFn: async () =>
      (agendaNo === 1 && pageNo === 1 ? await takeEarly<Blob>(earlyKey.firstPage(noteIdx)) : undefined) ??
      (await api.download('noteFile.PAGE_IMAGE', input)).blob,
    staleTime: Infinity,
  };
}

export function useNotePageImage(page: NotePageRef, enabled: boolean) {
  return useQuery({ ...pageImageQuery(page), enabled });
}

/**
 * Submitting refreshes the task lists and the note lists, but not the open note itself (its reads are static):
 * a submitted note is no longer the student's to read until it is completed, so refetching it would replace
 * the result with an error.
 */
export function useSubmitNote() {
  return useCommandMutation('note.SUBMIT', { select: (d) => d.result });
}
