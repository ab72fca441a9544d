import { makeStyles, SearchBox, tokens } from '@fluentui/react-components';
import { TASK_LIST_SIZE_DEFAULT } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/Pagination';
import { useListParams } from '../../ui/useListParams';
import { useTodoList } from './queries';
import { TodoTable } from './TodoTable';
import { useTaskStart } from './useTaskStart';

const useStyles = makeStyles({
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  total: { color: tokens.colorNeutralForeground3 },
});

/** A student's to-do list (task.LIST_TODO): every task not removed, newest first, by keyword. */
export function StudentTodoList({ openSolver }: { openSolver(taskIdx: number, noteIdx: number): void }) {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const listParams = useListParams({ size: TASK_LIST_SIZE_DEFAULT });
  const { page, size, keyword } = listParams;
  const list = useTodoList({ page, size, searchKeyword: keyword });
  const { begin, pendingTaskIdx } = useTaskStart(openSolver);
  const total = list.data?.total ?? 0;
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          placeholder={t('list.searchPlaceholder')}
          value={listParams.typed}
          onChange={(_e, d) => listParams.setTyped(d.value)}
          data-testid="todo-search"
        />
      </div>
      <span className={styles.total} data-testid="todo-total">
        {t('list.total', { count: total })}
      </span>
      <TodoTable
        tasks={list.data?.content ?? []}
        firstNumber={listParams.firstNumber(total)}
        loading={list.isPending}
        searching={keyword !== ''}
        pendingTaskIdx={pendingTaskIdx}
        onStart={(task) => void begin(task.taskIdx)}
      />
      <Pagination page={page} size={size} total={total} onChange={listParams.setPage} testId="todo-pager" />
    </>
  );
}
