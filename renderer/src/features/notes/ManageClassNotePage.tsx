import { useEffect } from 'react';
import { Body1, Button, Caption1, makeStyles, Spinner, Title2, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateTime } from '../../ui/DateTime';
import { notify } from '../../ui/feedback';
import { NotePageGrid } from './NotePageGrid';
import { useNoteAgendas, useNoteView } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  facts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A noteIdx of the address: a positive whole number, else 0. */
function noteIdxOf(raw: string | null): number {
  const value = Number(raw);
  return raw !== null && /^\d+$/.test(raw.trim()) && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/**
 * /manage/log/logMeet/viewNote?noteIdx= (manage-area "Class log", note history): the note's title, the
 * student's name, ID and submit time, and per agenda the page thumbnails (large view and download as
 * the notes pages). A missing, malformed or unknown noteIdx: an error and back to the class log list.
 */
export function ManageClassNotePage() {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const noteIdx = noteIdxOf(params.get('noteIdx'));
  const view = useNoteView(noteIdx);
  const note = view.data;
  const open = note?.permissions.open ?? false;
  const agendas = useNoteAgendas(noteIdx, open);
  const missing = noteIdx === 0 || view.isError;
  useEffect(() => {
    if (!missing) return;
    notify.error(t('classNote.missing'));
    void navigate('../list', { replace: true });
  }, [missing, navigate, t]);

  if (missing) return null;
  if (!note) return <Spinner label={tc('loading')} />;
  return (
    <section className={styles.root} data-testid="manage-class-note-page" data-note-idx={noteIdx}>
      <div className={styles.header}>
        <Button appearance="subtle" icon={<ArrowLeftRegular />} aria-label={t('classNote.back')} onClick={() => void navigate(-1)} />
        <Title2 as="h1" data-testid="page-title">
          {note.noteTitle}
        </Title2>
      </div>
      <Caption1 className={styles.facts} data-testid="class-note-facts">
        <span data-testid="note-student">{t('classNote.student', { name: note.user.userName, id: note.user.userId })}</span>
        <span>
          {t('header.submitted')} <DateTime value={note.noteSubmitDatetime ?? note.modDatetime} kind="dateTime" />
        </span>
        {note.meet && <span>{t('header.meet', { name: note.meet.meetTitle })}</span>}
      </Caption1>
      {open ? (
        <NotePageGrid note={note} agendas={agendas.data} canCheck={false} canDownload={note.permissions.download} />
      ) : (
        <Body1 className={styles.muted} data-testid="note-not-open">
          {t('view.notOpen')}
        </Body1>
      )}
    </section>
  );
}
