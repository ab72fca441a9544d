import { Badge, Button, Link, makeStyles, tokens, Tooltip } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons';
import type { TaskSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { DeadlineText } from './DeadlineText';

const useStyles = makeStyles({
  number: { width: '64px' },
  // A long name wraps and the chip goes whole to the next line when it does not fit beside it (it
  // shrank over the name's text before).
  name: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  chip: { flexShrink: 0 },
});

export interface TaskTableProps {
  firstNumber: number;
  searching: boolean;
  /** The manage area lists every teacher's tasks: it shows the teacher column. */
  showTeacher: boolean;
  onOpen(task: TaskSummary): void;
  onSubmitters(task: TaskSummary): void;
  onNonSubmitters(task: TaskSummary): void;
  onDelete(task: TaskSummary): void;
}

/** The teacher's homework list (manage-area "Homework deployment"): counts open their dialogs; delete until someone submits. */
export function useTaskTable(props: TaskTableProps): TableSpec<TaskSummary, number> {
  const { firstNumber, showTeacher } = props;
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const now = new Date();
  const columns: Array<DataColumn<TaskSummary>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_task, i) => firstNumber - i },
    {
      id: 'name',
      header: t('column.name'),
      testId: 'task-row-name',
      cell: (task) => (
        <span className={styles.name}>
          <Link onClick={() => props.onOpen(task)} data-testid="task-row-open">
            {task.taskName}
          </Link>
          {task.autoReview === 1 && (
            <Badge appearance="tint" color="brand" className={styles.chip} data-testid="task-auto-review">
              {t('autoReview')}
            </Badge>
          )}
        </span>
      ),
    },
    ...(showTeacher
      ? [{ id: 'teacher', header: t('column.teacher'), testId: 'task-row-teacher', cell: (task: TaskSummary) => task.regUser.userName }]
      : []),
    { id: 'regDatetime', header: t('column.deployed'), cell: (task) => <DateTime value={task.regDatetime} kind="dateTime" /> },
    {
      id: 'deadline',
      header: t('column.deadline'),
      cell: (task) => (
        <DeadlineText limit={task.submitLimitDatetime} nonSubmitters={task.totalUserCount - task.submitUserCount} now={now} />
      ),
    },
    {
      id: 'submitters',
      header: t('column.submitters'),
      cell: (task) => (
        <Button size="small" appearance="subtle" onClick={() => props.onSubmitters(task)} data-testid="task-row-submitters">
          {task.submitUserCount}
        </Button>
      ),
    },
    {
      id: 'nonSubmitters',
      header: t('column.nonSubmitters'),
      cell: (task) => (
        <Button size="small" appearance="subtle" onClick={() => props.onNonSubmitters(task)} data-testid="task-row-non-submitters">
          {task.totalUserCount - task.submitUserCount}
        </Button>
      ),
    },
    {
      id: 'actions',
      header: t('column.actions'),
      cell: (task) => {
        const button = (
          <Button
            size="small"
            icon={<DeleteRegular />}
            disabledFocusable={!task.deletable}
            onClick={() => props.onDelete(task)}
            data-testid="task-row-delete"
          >
            {t('actions.delete')}
          </Button>
        );
        // Why it is disabled: removal is refused once anyone submitted, recalled work included (service-area 4).
        return task.deleteBlock === null ? (
          button
        ) : (
          <Tooltip content={t(`delete.blocked.${task.deleteBlock}`)} relationship="description">
            {button}
          </Tooltip>
        );
      },
    },
  ];
  return {
    columns,
    rowKey: (task) => task.taskIdx,
    ariaLabel: t('list.title'),
    testId: 'task-table',
    rowTestId: 'task-row',
    rowAttributes: (task) => ({ 'data-task-name': task.taskName }),
    empty: { searching: props.searching, nothingYet: t('list.empty') },
  };
}
