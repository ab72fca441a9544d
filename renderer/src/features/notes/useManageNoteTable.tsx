import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ShieldCheckmarkRegular } from '@fluentui/react-icons';
import type { NoteSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { NoteStatusText } from './NoteStatusText';

const useStyles = makeStyles({
  number: { width: '64px' },
  title: { fontWeight: tokens.fontWeightSemibold },
});

export interface ManageNoteTableProps {
  firstNumber: number;
  searching: boolean;
  onOpen(note: NoteSummary): void;
  onSubmitLog(note: NoteSummary): void;
  onValidate(note: NoteSummary): void;
}

/** manage-area "Work notes": the columns of the spec, the submit count opening its log and the validation-mode button. */
export function useManageNoteTable({
  firstNumber,
  searching,
  onOpen,
  onSubmitLog,
  onValidate,
}: ManageNoteTableProps): TableSpec<NoteSummary, number> {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const columns: Array<DataColumn<NoteSummary>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_n, i) => firstNumber - i },
    { id: 'title', header: t('column.title'), testId: 'note-row-title', cell: (n) => <span className={styles.title}>{n.noteTitle}</span> },
    { id: 'teacher', header: t('column.teacher'), cell: (n) => n.task?.regUser.userName ?? n.meet?.leaderName ?? '' },
    { id: 'student', header: t('column.student'), testId: 'note-row-student', cell: (n) => n.user.userName },
    { id: 'deadline', header: t('column.deadline'), cell: (n) => <DateTime value={n.task?.submitLimitDatetime} kind="dateTime" /> },
    { id: 'submitTime', header: t('column.submitTime'), cell: (n) => <DateTime value={n.noteSubmitDatetime} kind="dateTime" /> },
    {
      id: 'status',
      header: t('column.status'),
      testId: 'note-row-status',
      cell: (n) => <NoteStatusText status={n.noteStatus} viewer="teacher" />,
    },
    { id: 'correct', header: t('column.correct'), cell: (n) => n.correctCount },
    { id: 'wrong', header: t('column.wrong'), cell: (n) => n.wrongCount },
    {
      id: 'submits',
      header: t('column.submits'),
      cell: (n) => (
        <Button
          size="small"
          appearance="subtle"
          onClick={(e) => {
            e.stopPropagation();
            onSubmitLog(n);
          }}
          data-testid="note-row-submits"
        >
          {n.logNoteSubmitCount}
        </Button>
      ),
    },
    {
      id: 'validate',
      header: t('column.validate'),
      cell: (n) => (
        <Button
          size="small"
          icon={<ShieldCheckmarkRegular />}
          onClick={(e) => {
            e.stopPropagation();
            onValidate(n);
          }}
          data-testid="note-row-validate"
        >
          {t('actions.validate')}
        </Button>
      ),
    },
  ];
  return {
    columns,
    rowKey: (n) => n.noteIdx,
    ariaLabel: t('manage.title'),
    testId: 'note-table',
    rowTestId: 'note-row',
    rowAttributes: (n) => ({ 'data-note-idx': String(n.noteIdx), 'data-note-title': n.noteTitle }),
    onRowClick: onOpen,
    empty: { searching, nothingYet: t('manage.empty') },
  };
}
