import { Button, Toolbar, makeStyles, tokens } from '@fluentui/react-components';
import {
  CallEnd24Regular,
  Chat24Regular,
  HandRight24Regular,
  Mic24Regular,
  MicOff24Regular,
  People24Regular,
  ShareScreenStart24Regular,
  ShareScreenStop24Regular,
  Video24Regular,
  VideoOff24Regular,
  Whiteboard24Regular,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ClassSession } from './classSession';
import { ControlButton } from './ControlButton';
import { DeviceMenu } from './DeviceMenu';
import { toggleCamera, toggleMic, toggleScreen } from './localControls';
import { useSessionState } from './useSessionState';
import { useUnreadChat } from './useUnreadChat';

export type SidePanel = 'chat' | 'participants' | null;

const useStyles = makeStyles({
  bar: { display: 'flex', justifyContent: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  leave: { marginLeft: tokens.spacingHorizontalL },
});

export interface ControlBarProps {
  session: ClassSession;
  panel: SidePanel;
  onPanel(panel: SidePanel): void;
}

/** The participant's own controls along the bottom of the class. */
export function ControlBar({ session, panel, onPanel }: ControlBarProps) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const media = useSessionState(session, (state) => state.media);
  const hand = useSessionState(session, (state) => state.hand);
  const boardShown = useSessionState(session, (state) => state.boardShown);
  const boardUnseen = useSessionState(session, (state) => state.boardUnseen);
  const count = useSessionState(session, (state) => state.others.length + 1);
  const isTeacher = useSessionState(session, (state) => state.you?.role === 'teacher');
  const unread = useUnreadChat(session, panel === 'chat');
  // The teacher sees raised hands from anywhere in the class; a student's own is on its hand button.
  const hands = useSessionState(session, (state) => (isTeacher ? state.others.filter((other) => other.hand).length : 0));

  return (
    <Toolbar className={styles.bar} aria-label={t('controls.toolbar')} data-testid="classroom-controls">
      <ControlButton
        label={media.mic ? t('controls.micOff') : t('controls.micOn')}
        icon={media.mic ? <Mic24Regular /> : <MicOff24Regular />}
        checked={media.mic}
        onClick={() => void toggleMic(session)}
        testId="classroom-mic"
      />
      <ControlButton
        label={media.camera ? t('controls.cameraOff') : t('controls.cameraOn')}
        icon={media.camera ? <Video24Regular /> : <VideoOff24Regular />}
        checked={media.camera}
        onClick={() => void toggleCamera(session)}
        testId="classroom-camera"
      />
      <DeviceMenu session={session} />
      <ControlButton
        label={media.screen ? t('controls.stopShare') : t('controls.shareScreen')}
        icon={media.screen ? <ShareScreenStop24Regular /> : <ShareScreenStart24Regular />}
        checked={media.screen}
        onClick={() => void toggleScreen(session)}
        testId="classroom-screen-share"
      />
      <ControlButton
        label={hand ? t('controls.lowerHand') : t('controls.raiseHand')}
        icon={<HandRight24Regular />}
        checked={hand}
        onClick={() => session.setHand(!hand)}
        testId="classroom-hand-toggle"
      />
      <ControlButton
        label={
          boardUnseen
            ? t('controls.boardNew')
            : isTeacher
              ? boardShown
                ? t('controls.hideBoard')
                : t('controls.showBoard')
              : t('controls.board')
        }
        icon={<Whiteboard24Regular />}
        dot={boardUnseen}
        checked={boardShown}
        onClick={() => session.setBoardShown(!boardShown)}
        testId="classroom-board-toggle"
      />
      <ControlButton
        label={unread > 0 ? t('controls.chatNew', { count: unread }) : t('controls.chat')}
        icon={<Chat24Regular />}
        count={unread}
        checked={panel === 'chat'}
        onClick={() => onPanel(panel === 'chat' ? null : 'chat')}
        testId="classroom-chat-toggle"
      />
      <ControlButton
        label={hands > 0 ? t('controls.participantsHands', { count, hands }) : t('controls.participants', { count })}
        icon={<People24Regular />}
        count={hands}
        checked={panel === 'participants'}
        onClick={() => onPanel(panel === 'participants' ? null : 'participants')}
        testId="classroom-participants-toggle"
      />
      <Button
        className={styles.leave}
        appearance="primary"
        icon={<CallEnd24Regular />}
        onClick={() => void session.leave()}
        data-testid="classroom-leave"
      >
        {t('controls.leave')}
      </Button>
    </Toolbar>
  );
}
