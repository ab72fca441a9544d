import { TASK_LIST_SIZE_DEFAULT } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { useTodoList } from './queries';
import { useTodoTable } from './useTodoTable';
import { useTaskStart } from './useTaskStart';

export interface StudentTodoListProps {
  title: string;
  pageTestId: string;
  /** The page's frame where it differs from the common one (the app's web view). */
  className?: string;
  openSolver(taskIdx: number, noteIdx: number): void;
}

/** A student's to-do list (task.LIST_TODO): every task not removed, newest first, by keyword. */
export function StudentTodoList({ title, pageTestId, className, openSolver }: StudentTodoListProps) {
  const { t } = useTranslation('homework');
  const listParams = useListParams({ size: TASK_LIST_SIZE_DEFAULT });
  const { page, size, keyword } = listParams;
  const list = useTodoList({ page, size, searchKeyword: keyword });
  const { begin, pendingTaskIdx } = useTaskStart(openSolver);
  const total = list.data?.total ?? 0;
  const table = useTodoTable({
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '',
    pendingTaskIdx,
    onStart: (task) => void begin(task.taskIdx),
  });
  return (
    <ListPage
      title={title}
      pageTestId={pageTestId}
      pageAttributes={{ 'data-role': 'student' }}
      className={className}
      list={list}
      listParams={listParams}
      pagerTestId="todo-pager"
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'todo-search' }}
      summary={(count) => t('list.total', { count })}
      summaryTestId="todo-total"
      {...table}
    />
  );
}
