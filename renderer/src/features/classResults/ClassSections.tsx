import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import type { CommandData, NoteSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { useTemplateName } from '../rooms';
import { useClassNotes } from './queries';

const serviceNoteAddress = (companyId: string, noteIdx: number) => `/${encodeURIComponent(companyId)}/note/list/class?noteIdx=${noteIdx}`;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  description: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
  label: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  row: { display: 'contents' },
});

type ClassView = CommandData<'logMeet.VIEW'>['result'];

/** The room description of a class: title, leader (and in the manage area the opener), type, length, start, end. */
export function ClassDescription({ meet, withOpener = false }: { meet: ClassView; withOpener?: boolean }) {
  const { t } = useTranslation('classResults');
  const templateName = useTemplateName();
  const styles = useStyles();
  const rows: Array<[string, React.ReactNode]> = [
    [t('detail.roomTitle'), meet.meetTitle],
    [t('detail.leader'), meet.leaderName],
    ...(withOpener ? [[t('column.opener'), `${meet.userName} (${meet.userId})`] as [string, string]] : []),
    [t('detail.classType'), templateName(meet.template?.templateName) ?? '-'],
    [t('detail.duration'), meet.durationSec === null ? t('live') : formatDuration(meet.durationSec)],
    [t('detail.start'), <DateTime key="start" value={meet.startDatetime ?? meet.openDatetime} kind="dateTime" />],
    [t('detail.end'), meet.endDatetime ? <DateTime key="end" value={meet.endDatetime} kind="dateTime" /> : t('live')],
  ];
  return (
    <dl className={styles.description} data-testid="class-description">
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The class notes of the meeting; a row opens the note (by default in the service notes' class tab). */
export function ClassNotes({ meetCode, noteAddress }: { meetCode: string; noteAddress?: (companyId: string, noteIdx: number) => string }) {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  const navigate = useNavigate();
  const { companyId = '' } = useParams();
  const notes = useClassNotes(meetCode);
  const columns: Array<DataColumn<NoteSummary>> = [
    { id: 'title', header: t('notes.title'), testId: 'class-note-title', cell: (n) => n.noteTitle },
    { id: 'student', header: t('notes.student'), cell: (n) => n.user.userName },
    { id: 'at', header: t('notes.date'), cell: (n) => <DateTime value={n.noteSubmitDatetime ?? n.modDatetime} kind="dateTime" /> },
  ];
  return (
    <section className={styles.section} data-testid="class-notes">
      <Subtitle2 as="h2">{t('detail.notes')}</Subtitle2>
      <DataTable
        rows={notes.data ?? []}
        columns={columns}
        rowKey={(n) => n.noteIdx}
        ariaLabel={t('detail.notes')}
        testId="class-notes-table"
        rowTestId="class-note-row"
        onRowClick={(n) => void navigate((noteAddress ?? serviceNoteAddress)(companyId, n.noteIdx))}
        loading={notes.isPending}
        empty={{ searching: false, nothingYet: t('notes.empty') }}
      />
    </section>
  );
}
