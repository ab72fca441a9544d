import { Badge, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { TaskSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/DateTime';
import { DeadlineText } from './DeadlineText';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
});

export interface TaskDetailsProps {
  task: TaskSummary;
  /** A teacher opens the textbook (its pages and answers); a student does not. */
  onOpenTextbook?: () => void;
}

/** A task's details: name, textbook, teacher, deploy time, deadline (highlighted), auto review, submissions. */
export function TaskDetails({ task, onOpenTextbook }: TaskDetailsProps) {
  const { t } = useTranslation('homework');
  const styles = useStyles();
  const rows: Array<[string, React.ReactNode]> = [
    [t('column.name'), task.taskName],
    [
      t('view.textbook'),
      onOpenTextbook ? (
        <Link onClick={onOpenTextbook} data-testid="task-view-textbook">
          {task.textbook.textbookName}
        </Link>
      ) : (
        task.textbook.textbookName
      ),
    ],
    [t('column.teacher'), task.regUser.userName],
    [t('column.deployed'), <DateTime key="reg" value={task.regDatetime} kind="dateTime" />],
    [
      t('column.deadline'),
      <DeadlineText key="limit" limit={task.submitLimitDatetime} nonSubmitters={task.totalUserCount - task.submitUserCount} />,
    ],
    [
      t('autoReview'),
      task.autoReview === 1 ? (
        <Badge key="auto" appearance="tint" color="brand">
          {t('view.on')}
        </Badge>
      ) : (
        t('view.off')
      ),
    ],
    [t('view.submissions'), t('view.submittedOf', { submitted: task.submitUserCount, total: task.totalUserCount })],
  ];
  return (
    <dl className={styles.list} data-testid="task-details">
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
