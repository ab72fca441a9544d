import { Body1, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { NoteKind, NoteStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { InspectionPanel } from './InspectionPanel';
import { NoteHeader } from './NoteHeader';
import { NotePageGrid } from './NotePageGrid';
import { viewerOf } from './noteTabs';
import { useNoteAgendas, useNoteJson, useNoteView } from './queries';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  body: {
    display: 'grid',
    gap: tokens.spacingHorizontalXL,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media (min-width: 1024px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(320px, 2fr)' },
  },
  muted: { color: tokens.colorNeutralForeground3 },
});

/**
 * One note as the service dialog and the manage view page show it: the header with its counts, the
 * questions with their results (the teacher inspects there), and the page grid with downloads.
 * `inspectFirst` (the manage list's validation button) brings the questions into view.
 */
export function NoteView({ noteIdx, inspectFirst = false }: { noteIdx: number; inspectFirst?: boolean }) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const viewer = viewerOf(useSession((s) => s.user?.userTypeCd));
  const view = useNoteView(noteIdx);
  const note = view.data;
  const open = note?.permissions.open ?? false;
  const agendas = useNoteAgendas(noteIdx, open);
  // The questions matter for homework only, and to the student once the note is completed (the answers are theirs then).
  const questions =
    note !== undefined && note.noteKind === NoteKind.TASK && (note.permissions.inspect || note.noteStatus === NoteStatus.COMPLETED);
  const json = useNoteJson(noteIdx, open && questions);

  if (view.isError) return <Body1 className={styles.muted}>{t('view.missing')}</Body1>;
  if (!note) return <Spinner label={tc('loading')} />;
  return (
    <div className={styles.root} data-testid="note-view" data-note-idx={noteIdx} data-status={note.noteStatus}>
      <NoteHeader note={note} viewer={viewer} />
      {!open ? (
        <Body1 className={styles.muted} data-testid="note-not-open">
          {t('view.notOpen')}
        </Body1>
      ) : (
        <div className={styles.body}>
          <NotePageGrid note={note} agendas={agendas.data} canCheck={note.permissions.inspect} canDownload={note.permissions.download} />
          {questions && (
            <InspectionPanel note={note} solutions={json.data?.solutionList} inspect={note.permissions.inspect} intoView={inspectFirst} />
          )}
        </div>
      )}
    </div>
  );
}
