import { useMemo, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { localDayEnd, localDayStart, TASK_LIST_SIZE_DEFAULT, type TaskSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { DeployDialog } from './DeployDialog';
import { homeworkPaths, lastMonth } from './homeworkPaths';
import { NonSubmittersDialog } from './NonSubmittersDialog';
import { useTaskList } from './queries';
import { SubmittersDialog } from './SubmittersDialog';
import { useTaskTable } from './useTaskTable';
import { useTaskDeletion } from './useTaskDeletion';

type Open = { kind: 'submitters' | 'nonSubmitters'; task: TaskSummary } | { kind: 'deploy' } | null;

/**
 * The teacher's homework list (service /task/list: their own deployments; manage /task/list: every task
 * of the company with the teacher column): date range (last month), keyword, deploy, the count dialogs.
 */
export function TeacherTaskList({ area, title, pageTestId }: { area: 'service' | 'manage'; title: string; pageTestId: string }) {
  const { t } = useTranslation('homework');
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const listParams = useListParams({ size: TASK_LIST_SIZE_DEFAULT });
  const { page, size, keyword } = listParams;
  const defaults = useMemo(() => lastMonth(), []);
  const from = listParams.from || defaults.from;
  const to = listParams.to || defaults.to;
  const [open, setOpen] = useState<Open>(null);
  const { confirmDialog, askDelete } = useTaskDeletion();
  const list = useTaskList({
    page,
    size,
    searchType: area === 'manage' ? 1 : 2,
    searchStartDate: localDayStart(from),
    searchEndDate: localDayEnd(to),
    searchKeyword: keyword,
  });
  const total = list.data?.total ?? 0;
  const openTask = (task: TaskSummary) =>
    void navigate(
      area === 'manage'
        ? homeworkPaths.manageTaskBook(companyId, task.textbookIdx)
        : homeworkPaths.taskView(companyId, task.taskIdx, task.textbookIdx),
    );

  const table = useTaskTable({
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '',
    showTeacher: area === 'manage',
    onOpen: openTask,
    onSubmitters: (task) => setOpen({ kind: 'submitters', task }),
    onNonSubmitters: (task) => setOpen({ kind: 'nonSubmitters', task }),
    onDelete: (task) => void askDelete(task),
  });

  return (
    <ListPage
      title={title}
      pageTestId={pageTestId}
      pageAttributes={area === 'service' ? { 'data-role': 'teacher' } : undefined}
      list={list}
      listParams={listParams}
      pagerTestId="task-pager"
      filters={<DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="task-date" />}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'task-search' }}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setOpen({ kind: 'deploy' })} data-testid="task-deploy">
          {t('list.deploy')}
        </Button>
      }
      summary={(count) => t('list.total', { count })}
      summaryTestId="task-total"
      {...table}
    >
      {open?.kind === 'deploy' && <DeployDialog area={area} onClose={() => setOpen(null)} />}
      {open?.kind === 'submitters' && (
        <SubmittersDialog
          task={open.task}
          noteHref={(noteIdx) => homeworkPaths.note(companyId, area, noteIdx)}
          onOpenNote={(noteIdx) => void navigate(homeworkPaths.note(companyId, area, noteIdx))}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'nonSubmitters' && <NonSubmittersDialog task={open.task} onClose={() => setOpen(null)} />}
      {confirmDialog}
    </ListPage>
  );
}
