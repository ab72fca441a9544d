import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
} from '@fluentui/react-components';
import type { TaskSummary, TaskUser } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { useTaskUsers } from './queries';

const useStyles = makeStyles({ surface: { maxWidth: '720px', width: '100%' } });

export interface SubmittersDialogProps {
  task: Pick<TaskSummary, 'taskIdx' | 'taskName'>;
  /** Where a submitted note opens (the notes feature's route for this area). */
  noteHref(noteIdx: number): string;
  onOpenNote(noteIdx: number): void;
  onClose(): void;
}

/** A task's submissions (taskUser.LIST searchType 1): who, when, the counts, and a link to the note. */
export function SubmittersDialog({ task, noteHref, onOpenNote, onClose }: SubmittersDialogProps) {
  const { t } = useTranslation('homework');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const users = useTaskUsers(task.taskIdx, 1);
  const columns: Array<DataColumn<TaskUser>> = [
    { id: 'name', header: t('column.student'), cell: (u) => u.userName },
    { id: 'submitted', header: t('column.submitted'), cell: (u) => <DateTime value={u.noteSubmitDatetime} kind="dateTime" /> },
    { id: 'counts', header: t('column.wrongOfQuestions'), cell: (u) => t('counts', { wrong: u.wrongCount, questions: u.questionCount }) },
    {
      id: 'note',
      header: t('column.note'),
      cell: (u) =>
        u.noteIdx === null ? null : (
          <Link
            href={noteHref(u.noteIdx)}
            onClick={(e) => {
              e.preventDefault();
              if (u.noteIdx !== null) onOpenNote(u.noteIdx);
            }}
            data-testid="submitter-open-note"
          >
            {t('submitters.openNote')}
          </Link>
        ),
    },
  ];
  return (
    <Dialog open onOpenChange={(_e, d) => (d.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="submitters-dialog">
        <DialogBody>
          <DialogTitle>{t('submitters.title', { name: task.taskName })}</DialogTitle>
          <DialogContent>
            <DataTable
              rows={users.data ?? []}
              columns={columns}
              rowKey={(u) => u.taskUserIdx}
              ariaLabel={t('submitters.title', { name: task.taskName })}
              testId="submitters-table"
              rowTestId="submitter-row"
              loading={users.isPending}
              empty={{ searching: false, nothingYet: t('submitters.empty') }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="submitters-close">
              {tc('actions.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
