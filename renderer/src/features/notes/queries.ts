import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { api } from '../../api';
import { commandKey } from '../../api/commandKeys';
import { useCommandQuery } from '../../api/commandQuery';

export type NoteListParams = CommandInput<'note.LIST'>;

export function useNoteList(params: NoteListParams, enabled = true) {
  return useCommandQuery('note.LIST', params, { select: (d) => d.resultPage, placeholderData: keepPreviousData, enabled });
}

/** A note's header and what the caller may do with it. */
export function useNoteView(noteIdx: number) {
  return useCommandQuery('note.VIEW', { noteIdx }, { select: (d) => d.result, enabled: noteIdx > 0 });
}

/** The agendas and their pages without ink (the page grid). */
export function useNoteAgendas(noteIdx: number, enabled: boolean) {
  return useCommandQuery('note.LIST_AGENDA', { noteIdx }, { select: (d) => d.resultList, enabled: enabled && noteIdx > 0 });
}

/** Agendas with their pages, and the questions with answers and results (the inspection rows). */
export function useNoteJson(noteIdx: number, enabled = true) {
  return useCommandQuery('note.NOTE_JSON', { noteIdx }, { select: (d) => d.result, enabled: enabled && noteIdx > 0 });
}

/** The solving sessions and submissions (the submit-log and time-spent dialogs). */
export function useNoteLog(noteIdx: number, enabled: boolean) {
  return useCommandQuery('logNote.LIST', { noteIdx, searchType: 0 }, { enabled: enabled && noteIdx > 0 });
}

export interface NotePageRef {
  noteIdx: number;
  agendaNo: number;
  pageNo: number;
}

/**
 * A page's image with the ink drawn on it, as a blob (the server composes it, so review and downloads
 * show the same). Thumbnails for the grid, full size for the large view.
 */
export function useNotePageImage(page: NotePageRef, thumbnail: boolean, enabled = true) {
  const input = { ...page, ink: true, thumbnail };
  return useQuery({
    queryKey: commandKey('noteFile.PAGE_IMAGE', input),
    queryFn: async () => (await api.download('noteFile.PAGE_IMAGE', input)).blob,
    enabled,
    staleTime: Infinity,
  });
}
