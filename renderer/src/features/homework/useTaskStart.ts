import { ErrorCode } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useRefreshAfter } from '../../api/commandQuery';
import { isApiError } from '../../api/errors';
import { handleApiError, notify } from '../../ui/feedback';
import { useStartTask } from './mutations';

/** Refusals after which the row's state is stale: the list is asked again. */
const STALE_ON: readonly string[] = [ErrorCode.TASK_ALREADY_SUBMITTED, ErrorCode.TASK_REMOVED, ErrorCode.BOOK_NOT_READY];

/**
 * Start or continue a task (task.START), then open the solver with the note. A submitted task says so
 * (WB-400-304), a removed one too (WB-400-303); a textbook still being made says it is being prepared.
 */
export function useTaskStart(openSolver: (taskIdx: number, noteIdx: number) => void) {
  const { t } = useTranslation('homework');
  const start = useStartTask();
  const refreshAfter = useRefreshAfter();
  const begin = async (taskIdx: number) => {
    try {
      const { noteIdx } = await start.mutateAsync({ taskIdx });
      openSolver(taskIdx, noteIdx);
    } catch (error) {
      if (isApiError(error) && error.code === ErrorCode.BOOK_NOT_READY) notify.info(t('todo.preparingNotice'));
      else handleApiError(error);
      if (isApiError(error) && STALE_ON.includes(error.code)) void refreshAfter('task.START');
    }
  };
  return { begin, pendingTaskIdx: start.isPending ? Number(start.variables.taskIdx) : null };
}
