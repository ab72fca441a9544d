import { makeStyles, tokens } from '@fluentui/react-components';
import type { LogMeet } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { useTemplateName } from '../rooms';

const useStyles = makeStyles({
  number: { width: '64px' },
  title: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * The class log's columns, one definition for the service class results and the manage class log: the
 * manage area adds the opener and the class type and shows the end's date (a log spans days).
 */
export function useClassLogColumns({ firstNumber, area }: { firstNumber: number; area: 'service' | 'manage' }): Array<DataColumn<LogMeet>> {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  const templateName = useTemplateName();
  const manage = area === 'manage';
  return [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_m, i) => firstNumber - i },
    {
      id: 'title',
      header: t('column.title'),
      testId: manage ? 'log-row-title' : 'class-row-title',
      cell: (m) => (manage ? m.meetTitle : <span className={styles.title}>{m.meetTitle}</span>),
    },
    { id: 'leader', header: t('column.leader'), cell: (m) => m.leaderName },
    ...(manage
      ? [
          { id: 'opener', header: t('column.opener'), cell: (m: LogMeet) => `${m.userName} (${m.userId})` },
          { id: 'type', header: t('detail.classType'), cell: (m: LogMeet) => templateName(m.template?.templateName) ?? '-' },
        ]
      : []),
    { id: 'start', header: t('column.start'), cell: (m) => <DateTime value={m.startDatetime ?? m.openDatetime} kind="dateTime" /> },
    {
      id: 'end',
      header: t('column.end'),
      cell: (m) => (m.endDatetime ? <DateTime value={m.endDatetime} kind={manage ? 'dateTime' : 'time'} /> : t('live')),
    },
    { id: 'duration', header: t('column.duration'), cell: (m) => (m.durationSec === null ? '-' : formatDuration(m.durationSec)) },
    {
      id: 'attendees',
      header: t('column.attendees'),
      testId: 'class-row-attendees',
      cell: (m) => t('attendeeCount', { count: m.userCount }),
    },
  ];
}
