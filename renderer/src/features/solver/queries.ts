import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { commandKey } from '../../api/commandKeys';
import { useCommandMutation, useCommandQuery } from '../../api/commandQuery';

/*
 * The solver reads the note once per visit and then owns its state (autosave writes it back), so the note's
 * answers are not kept in the cache after the solver closes: the next visit reads what the server has then.
 */
const ONCE_PER_VISIT = { gcTime: 0, staleTime: Infinity, refetchOnWindowFocus: false } as const;

export function useSolverNote(noteIdx: number) {
  return useCommandQuery('note.VIEW', { noteIdx }, { ...ONCE_PER_VISIT, select: (d) => d.result, enabled: noteIdx > 0 });
}

export function useSolverNoteJson(noteIdx: number) {
  return useCommandQuery('note.NOTE_JSON', { noteIdx }, { ...ONCE_PER_VISIT, select: (d) => d.result, enabled: noteIdx > 0 });
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
    queryFn: async () => (await api.download('noteFile.PAGE_IMAGE', input)).blob,
    staleTime: Infinity,
  };
}

export function useNotePageImage(page: NotePageRef, enabled: boolean) {
  return useQuery({ ...pageImageQuery(page), enabled });
}

/**
 * Submitting refreshes the task lists and the note lists, but not the open note itself: a submitted note is
 * no longer the student's to read until it is completed, so refetching it would replace the result with an error.
 */
export function useSubmitNote() {
  const client = useQueryClient();
  return useCommandMutation('note.SUBMIT', {
    invalidates: ['task'],
    select: (d) => d.result,
    onSuccess: () => client.invalidateQueries({ queryKey: commandKey('note.LIST') }),
  });
}
