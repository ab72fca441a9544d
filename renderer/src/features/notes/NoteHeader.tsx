import { Badge, Caption1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { NoteKind, type NoteSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../ui/DateTime';
import type { NoteViewer } from './noteTabs';
import { NoteStatusText } from './NoteStatusText';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  title: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: '200px' },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, color: tokens.colorNeutralForeground2 },
  counts: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The note's name, student, homework, status and submit time, with its wrong, correct and question counts. */
export function NoteHeader({ note, viewer }: { note: NoteSummary; viewer: NoteViewer }) {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  return (
    <header className={styles.root} data-testid="note-header">
      <div className={styles.title}>
        <Subtitle1 as="h2" data-testid="note-title">
          {note.noteTitle}
        </Subtitle1>
        <Caption1 className={styles.facts}>
          <span data-testid="note-student">{t('header.student', { name: note.user.userName })}</span>
          {note.task && <span data-testid="note-homework">{t('header.homework', { name: note.task.taskName })}</span>}
          {note.meet && <span>{t('header.meet', { name: note.meet.meetTitle })}</span>}
          <span>
            {t('header.submitted')} <DateTime value={note.noteSubmitDatetime} kind="dateTime" />
          </span>
          {note.noteKind === NoteKind.TASK && (
            <span>
              {t('header.status')} <NoteStatusText status={note.noteStatus} viewer={viewer} />
            </span>
          )}
        </Caption1>
      </div>
      <div className={styles.counts} aria-label={t('header.counts')} role="group">
        <Badge appearance="tint" color="danger" data-testid="note-wrong-count" data-count={note.wrongCount}>
          {t('header.wrong', { count: note.wrongCount })}
        </Badge>
        <Badge appearance="tint" color="success" data-testid="note-correct-count" data-count={note.correctCount}>
          {t('header.correct', { count: note.correctCount })}
        </Badge>
        <Badge appearance="tint" color="informative" data-testid="note-question-count" data-count={note.questionCount}>
          {t('header.questions', { count: note.questionCount })}
        </Badge>
      </div>
    </header>
  );
}
