import { useState } from 'react';
import { MessageBar, MessageBarBody, Spinner, Text, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { BoardPanel } from './BoardPanel';
import { ChatPanel } from './ChatPanel';
import { isFinalPhase, type ClassSession } from './classSession';
import { ControlBar, type SidePanel } from './ControlBar';
import { EndClassButton } from './EndClassButton';
import { ExitScreen } from './ExitScreen';
import { ParticipantsPanel } from './ParticipantsPanel';
import { RecordButton } from './RecordButton';
import { RecordingNotice } from './RecordingNotice';
import { useSessionState } from './useSessionState';
import { useStatsProbe } from './useStatsProbe';
import { VideoStage } from './VideoStage';

const useStyles = makeStyles({
  // One column of the window's width, whatever its content's (a wide stage scrolls or shrinks inside it).
  root: {
    height: '100vh',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateRows: 'auto auto 1fr auto',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
  },
  title: { flex: 1, minWidth: 0 },
  body: { display: 'flex', gap: tokens.spacingHorizontalM, padding: `0 ${tokens.spacingHorizontalL}`, minHeight: 0 },
  main: { flex: 1, minWidth: 0, minHeight: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  split: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalM,
    height: '100%',
    minHeight: 0,
  },
  side: {
    width: '320px',
    flexShrink: 0,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingHorizontalM,
    minHeight: 0,
    display: 'flex',
    flexDirection: 'column',
  },
  footer: { padding: tokens.spacingVerticalM },
  center: { display: 'grid', placeItems: 'center', height: '100%' },
});

/** The class: header (title, teacher's recording and end), the board or the videos, a side panel, the controls. */
export function RoomScreen({ session, title, onRejoin }: { session: ClassSession; title: string; onRejoin: () => void }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const phase = useSessionState(session, (state) => state.phase);
  const reconnecting = useSessionState(session, (state) => state.reconnecting);
  const boardShown = useSessionState(session, (state) => state.boardShown);
  const isTeacher = useSessionState(session, (state) => state.you?.role === 'teacher');
  const [panel, setPanel] = useState<SidePanel>(null);
  useStatsProbe(session);

  if (isFinalPhase(phase)) return <ExitScreen kind={phase as Exclude<typeof phase, 'connecting' | 'live'>} onRejoin={onRejoin} />;

  return (
    <div className={styles.root} data-testid="classroom-room" data-meet-code={session.joined.meet.meetCode}>
      <header className={styles.header}>
        <Title3 as="h1" className={styles.title} truncate wrap={false}>
          {title}
        </Title3>
        <RecordingNotice session={session} />
        {isTeacher ? <RecordButton session={session} /> : null}
        {isTeacher ? <EndClassButton session={session} /> : null}
      </header>
      <div role="status">
        {reconnecting ? (
          <MessageBar intent="warning" data-testid="classroom-reconnecting">
            <MessageBarBody>{t('room.reconnecting')}</MessageBarBody>
          </MessageBar>
        ) : null}
      </div>
      <div className={styles.body}>
        <main className={styles.main}>
          {phase === 'connecting' ? (
            <div className={styles.center}>
              <Spinner label={t('room.connecting')} />
            </div>
          ) : boardShown ? (
            <div className={styles.split}>
              <BoardPanel session={session} />
              <VideoStage session={session} besideBoard />
            </div>
          ) : (
            <VideoStage session={session} />
          )}
        </main>
        {panel ? (
          <aside className={styles.side}>
            <Text as="h2" weight="semibold">
              {panel === 'chat' ? t('chat.title') : t('participants.title')}
            </Text>
            {panel === 'chat' ? <ChatPanel session={session} /> : <ParticipantsPanel session={session} />}
          </aside>
        ) : null}
      </div>
      <footer className={styles.footer}>
        <ControlBar session={session} panel={panel} onPanel={setPanel} />
      </footer>
    </div>
  );
}
