import { Link } from '@fluentui/react-components';
import { noteStatusLabel, type TaskUser } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';

/** Every assignee of a task with their state, submit time, counts and note (the teacher's task view). */
export function AssigneeTable({ users, loading, onOpenNote }: { users: TaskUser[]; loading: boolean; onOpenNote(noteIdx: number): void }) {
  const { t } = useTranslation('homework');
  const columns: Array<DataColumn<TaskUser>> = [
    { id: 'name', header: t('column.student'), cell: (u) => u.userName },
    { id: 'status', header: t('column.status'), testId: 'assignee-status', cell: (u) => t(`status.${u.taskStatus}`) },
    {
      id: 'note',
      header: t('column.noteStatus'),
      cell: (u) => (u.noteStatus === null ? '-' : t(`noteStatus.${noteStatusLabel(u.noteStatus, 'teacher')}`)),
    },
    { id: 'submitted', header: t('column.submitted'), cell: (u) => <DateTime value={u.noteSubmitDatetime} kind="dateTime" /> },
    { id: 'counts', header: t('column.wrongOfQuestions'), cell: (u) => t('counts', { wrong: u.wrongCount, questions: u.questionCount }) },
    {
      id: 'open',
      header: t('column.note'),
      cell: (u) =>
        u.noteIdx !== null && u.noteSubmitDatetime !== null ? (
          <Link onClick={() => u.noteIdx !== null && onOpenNote(u.noteIdx)}>{t('submitters.openNote')}</Link>
        ) : null,
    },
  ];
  return (
    <DataTable
      rows={users}
      columns={columns}
      rowKey={(u) => u.taskUserIdx}
      ariaLabel={t('view.assignees')}
      testId="assignee-table"
      rowTestId="assignee-row"
      loading={loading}
      empty={{ searching: false, nothingYet: t('view.noAssignees') }}
    />
  );
}
