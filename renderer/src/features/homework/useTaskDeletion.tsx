import type { ReactNode } from 'react';
import { ErrorCode, type TaskSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useRefreshAfter } from '../../api/commandQuery';
import { isApiError } from '../../api/errors';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { useDeleteTask } from './mutations';

/** Deleting a task: asks first, deletes, says so; a submission arrived meanwhile (WB-400-302): the error, and the list refreshes. */
export function useTaskDeletion(): { confirmDialog: ReactNode; askDelete(task: Pick<TaskSummary, 'taskIdx' | 'taskName'>): Promise<void> } {
  const { t } = useTranslation('homework');
  const [confirmDialog, confirm] = useConfirm('task-delete-dialog');
  const remove = useDeleteTask();
  const refreshAfter = useRefreshAfter();
  const askDelete = async (task: Pick<TaskSummary, 'taskIdx' | 'taskName'>) => {
    const confirmed = await confirm({
      title: t('delete.title'),
      message: t('delete.message', { name: task.taskName }),
      confirmLabel: t('actions.delete'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync({ task: { taskIdx: task.taskIdx } });
      notify.success(t('delete.done'));
    } catch (error) {
      handleApiError(error);
      if (isApiError(error) && error.code === ErrorCode.SUBMISSION_EXISTS) void refreshAfter('task.DELETE');
    }
  };
  return { confirmDialog, askDelete };
}
