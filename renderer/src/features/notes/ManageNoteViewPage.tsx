import { useState } from 'react';
import { Button, Caption1, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular, TimerRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { DateTime } from '../../ui/DateTime';
import { NoteLogDialog } from './NoteLogDialog';
import { NoteView } from './NoteView';
import { useNoteView } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { flexGrow: 1 },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
});

/**
 * /manage/note/view?noteIdx= (manage-area "Work notes"): homework, student, deploy and submit times, the
 * time-spent log, and the note itself; `mode=inspect` (the list's validation button) brings the
 * questions into view. Without a noteIdx it goes back to the list.
 */
export function ManageNoteViewPage() {
  const { t } = useTranslation('notes');
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const noteIdx = Number(params.get('noteIdx')) || 0;
  const inspectMode = params.get('mode') === 'inspect';
  const view = useNoteView(noteIdx);
  const [timeLog, setTimeLog] = useState(false);

  if (noteIdx === 0) return <Navigate to="../list" replace />;
  const note = view.data;
  return (
    <section className={styles.root} data-testid="manage-note-view-page" data-mode={inspectMode ? 'inspect' : 'view'}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('view.back')} onClick={() => void navigate('../list')} />
        <Title2 as="h1" className={styles.title} data-testid="page-title">
          {note?.task?.taskName ?? note?.noteTitle ?? t('view.title')}
        </Title2>
        <Button icon={<TimerRegular />} disabled={!note} onClick={() => setTimeLog(true)} data-testid="note-time-spent">
          {t('manage.timeSpent')}
        </Button>
      </div>
      {note && (
        <Caption1 className={styles.facts}>
          <span>{t('header.student', { name: note.user.userName })}</span>
          <span>
            {t('manage.deployTime')} <DateTime value={note.task?.regDatetime} kind="dateTime" />
          </span>
          <span>
            {t('header.submitted')} <DateTime value={note.noteSubmitDatetime} kind="dateTime" />
          </span>
        </Caption1>
      )}
      <NoteView noteIdx={noteIdx} inspectFirst={inspectMode} />
      {timeLog && <NoteLogDialog noteIdx={noteIdx} kind="time" onClose={() => setTimeLog(false)} />}
    </section>
  );
}
