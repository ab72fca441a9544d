import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import type { CommandData, NoteSolution } from '@boda/contract';
import { commandKey } from '../../api/commandKeys';
import { useCommandMutation } from '../../api/commandQuery';

/*
 * One hook per inspection command. Each answer carries the note's new counts (and the changed question
 * or page): the open note takes them into its cached header and rows at once, as the contract intends
 * ("the screens update their header without refetching": its `keeps`); the lists of notes and tasks refresh.
 */

type Counts = CommandData<'note.MOD_STATUS'>['result'];
type ViewData = CommandData<'note.VIEW'>;
type JsonData = CommandData<'note.NOTE_JSON'>;

function takeCounts(client: QueryClient, counts: Counts, extra: Partial<ViewData['result']> = {}) {
  const { noteIdx, ...rest } = counts;
  client.setQueryData<ViewData>(commandKey('note.VIEW', { noteIdx }), (old) =>
    old ? { result: { ...old.result, ...rest, ...extra } } : old,
  );
}

function updateJson(client: QueryClient, noteIdx: number, change: (json: JsonData['result']) => JsonData['result']) {
  client.setQueryData<JsonData>(commandKey('note.NOTE_JSON', { noteIdx }), (old) => (old ? { result: change(old.result) } : old));
}

function takeSolution(client: QueryClient, noteIdx: number, solution: NoteSolution) {
  updateJson(client, noteIdx, (json) => ({
    ...json,
    solutionList: json.solutionList.map((s) => (s.solutionNo === solution.solutionNo ? solution : s)),
  }));
}

export function useModReview() {
  const client = useQueryClient();
  return useCommandMutation('note.MOD_REVIEW', {
    select: (d) => d.result,
    onSuccess: ({ solution, ...counts }) => {
      takeCounts(client, counts);
      takeSolution(client, counts.noteIdx, solution);
    },
  });
}

export function useModSolution() {
  const client = useQueryClient();
  return useCommandMutation('note.MOD_SOLUTION', {
    select: (d) => d.result,
    onSuccess: ({ solution }, input) => takeSolution(client, Number(input.noteIdx), solution),
  });
}

export function useModStatus() {
  const client = useQueryClient();
  return useCommandMutation('note.MOD_STATUS', {
    select: (d) => d.result,
    onSuccess: (counts, input) => takeCounts(client, counts, { confirmComment: input.confirmComment ?? '' }),
  });
}

export function useCheckPage() {
  const client = useQueryClient();
  return useCommandMutation('note.CHECK', {
    select: (d) => d.result,
    onSuccess: ({ check }, input) =>
      client.setQueryData<CommandData<'note.LIST_AGENDA'>>(commandKey('note.LIST_AGENDA', { noteIdx: Number(input.noteIdx) }), (old) =>
        old
          ? {
              resultList: old.resultList.map((a) =>
                a.agendaNo !== Number(input.agendaNo)
                  ? a
                  : { ...a, pageList: a.pageList.map((p) => (p.pageNo === Number(input.pageNo) ? { ...p, check } : p)) },
              ),
            }
          : old,
      ),
  });
}

/** A recall reopens the wrong questions (their `redo` flags): the note's questions are read again (the contract keeps only its header). */
export function useRecall() {
  const client = useQueryClient();
  return useCommandMutation('note.RECALL', {
    select: (d) => d.result,
    onSuccess: ({ redoCount: _redo, ...counts }) => takeCounts(client, counts),
  });
}
