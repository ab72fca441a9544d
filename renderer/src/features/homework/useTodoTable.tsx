import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { TaskStatus, type TodoTask } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DeadlineText } from './DeadlineText';
import { startable, todoActionOf } from './todoState';

const useStyles = makeStyles({ number: { width: '64px' }, name: { fontWeight: tokens.fontWeightSemibold } });

const CHIP_COLOR = {
  [TaskStatus.NOT_STARTED]: 'informative',
  [TaskStatus.IN_PROGRESS]: 'warning',
  [TaskStatus.SUBMITTED]: 'success',
} as const;

export interface TodoTableProps {
  firstNumber: number;
  searching: boolean;
  pendingTaskIdx: number | null;
  onStart(task: TodoTask): void;
}

/** A student's homework (service-area 2.12, 4): name, teacher, deadline, their state and start / continue. */
export function useTodoTable({ firstNumber, searching, pendingTaskIdx, onStart }: TodoTableProps): TableSpec<TodoTask, number> {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const now = new Date();
  const columns: Array<DataColumn<TodoTask>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_task, i) => firstNumber - i },
    { id: 'name', header: t('column.name'), testId: 'todo-row-name', cell: (task) => <span className={styles.name}>{task.taskName}</span> },
    { id: 'teacher', header: t('column.teacher'), cell: (task) => task.regUser.userName },
    {
      id: 'deadline',
      header: t('column.deadline'),
      cell: (task) => (
        <DeadlineText
          limit={task.submitLimitDatetime}
          nonSubmitters={task.taskUser.taskStatus === TaskStatus.SUBMITTED ? 0 : 1}
          now={now}
        />
      ),
    },
    {
      id: 'state',
      header: t('column.status'),
      cell: (task) => (
        <Badge appearance="tint" color={CHIP_COLOR[task.taskUser.taskStatus]} data-testid="todo-state">
          {t(`status.${task.taskUser.taskStatus}`)}
        </Badge>
      ),
    },
    {
      id: 'action',
      header: t('column.actions'),
      cell: (task) => {
        const action = todoActionOf(task);
        return (
          <Button
            size="small"
            appearance={startable(action) ? 'primary' : 'secondary'}
            disabled={!startable(action) || pendingTaskIdx !== null}
            onClick={() => onStart(task)}
            data-testid="todo-start"
            data-action={action}
          >
            {t(`todo.action.${action}`)}
          </Button>
        );
      },
    },
  ];
  return {
    columns,
    rowKey: (task) => task.taskIdx,
    ariaLabel: t('todo.title'),
    testId: 'todo-table',
    rowTestId: 'todo-row',
    rowAttributes: (task) => ({ 'data-task-name': task.taskName, 'data-status': String(task.taskUser.taskStatus) }),
    empty: { searching, nothingYet: t('todo.empty') },
  };
}
