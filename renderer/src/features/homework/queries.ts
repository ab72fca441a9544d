import { keepPreviousData } from '@tanstack/react-query';
import type { CommandInput } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

/** A task's pages are made after a deploy from new PDFs: lists with a task still preparing refresh this often. */
const PREPARING_POLL_MS = 3000;

export function useTaskList(params: CommandInput<'task.LIST'>) {
  return useCommandQuery('task.LIST', params, { select: (d) => d.resultPage, placeholderData: keepPreviousData });
}

export function useTodoList(params: CommandInput<'task.LIST_TODO'>, enabled = true) {
  return useCommandQuery('task.LIST_TODO', params, {
    select: (d) => d.resultPage,
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (query) => (query.state.data?.resultPage.content.some((task) => !task.textbook.ready) ? PREPARING_POLL_MS : false),
  });
}

export function useTask(taskIdx: number) {
  return useCommandQuery('task.VIEW', { taskIdx }, { select: (d) => d.result, enabled: taskIdx > 0, retry: false });
}

/** searchType 0 every assignee, 1 submitters, 2 non-submitters. */
export function useTaskUsers(taskIdx: number, searchType: 0 | 1 | 2) {
  return useCommandQuery('taskUser.LIST', { taskIdx, searchType }, { select: (d) => d.resultList, enabled: taskIdx > 0 });
}
