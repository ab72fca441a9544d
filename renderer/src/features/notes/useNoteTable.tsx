import { makeStyles, tokens } from '@fluentui/react-components';
import { type NoteSummary, studentMayOpenNote } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import type { NoteTab, NoteViewer } from './noteTabs';
import { NoteStatusText } from './NoteStatusText';

const useStyles = makeStyles({
  number: { width: '64px' },
  title: { fontWeight: tokens.fontWeightSemibold },
  closed: { cursor: 'default', color: tokens.colorNeutralForeground3 },
});

export interface NoteTableProps {
  tab: NoteTab;
  viewer: NoteViewer;
  firstNumber: number;
  searching: boolean;
  onOpen(note: NoteSummary): void;
}

/** Whether the viewer may open the note from the list: a student only a completed homework note, or a class note. */
export function opensFromList(note: NoteSummary, viewer: NoteViewer): boolean {
  return viewer === 'teacher' || studentMayOpenNote(note.noteKind, note.noteStatus);
}

/** The notes of a tab: teachers see the student column; a student's unopenable rows are shown, not opened. */
export function useNoteTable({ tab, viewer, firstNumber, searching, onOpen }: NoteTableProps): TableSpec<NoteSummary, number> {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const columns: Array<DataColumn<NoteSummary>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_n, i) => firstNumber - i },
    { id: 'title', header: t('column.title'), testId: 'note-row-title', cell: (n) => <span className={styles.title}>{n.noteTitle}</span> },
    ...(viewer === 'teacher'
      ? [{ id: 'student', header: t('column.student'), testId: 'note-row-student', cell: (n: NoteSummary) => n.user.userName }]
      : []),
    {
      id: 'teacher',
      header: t('column.teacher'),
      cell: (n) => n.task?.regUser.userName ?? n.meet?.leaderName ?? '',
    },
    {
      id: 'time',
      header: tab === 'class' ? t('column.classTime') : t('column.submitTime'),
      cell: (n) => <DateTime value={n.noteSubmitDatetime ?? n.modDatetime} kind="dateTime" />,
    },
    ...(tab === 'class'
      ? []
      : [
          {
            id: 'status',
            header: t('column.status'),
            testId: 'note-row-status',
            cell: (n: NoteSummary) => <NoteStatusText status={n.noteStatus} viewer={viewer} />,
          },
          {
            id: 'score',
            header: t('column.score'),
            cell: (n: NoteSummary) => t('column.scoreValue', { wrong: n.wrongCount, questions: n.questionCount }),
          },
        ]),
  ];
  return {
    columns,
    rowKey: (n) => n.noteIdx,
    ariaLabel: t(`tab.${tab}`),
    testId: 'note-table',
    rowTestId: 'note-row',
    rowAttributes: (n) => ({
      'data-note-idx': String(n.noteIdx),
      'data-note-title': n.noteTitle,
      'data-opens': String(opensFromList(n, viewer)),
      'data-note-status': String(n.noteStatus),
      'data-user-id': n.user.userId,
    }),
    rowClassName: (n) => (opensFromList(n, viewer) ? undefined : styles.closed),
    onRowClick: (n) => {
      if (opensFromList(n, viewer)) onOpen(n);
    },
    empty: { searching, nothingYet: t(`list.empty.${tab}`) },
  };
}
