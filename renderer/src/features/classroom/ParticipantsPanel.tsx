import { Avatar, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { CopyRegular, MicOffRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { formatInviteCode } from '@boda/contract';
import { copyText } from '../../ui/copyText';
import { notify } from '../../ui/feedback';
import type { ClassSession } from './classSession';
import { ParticipantActions } from './ParticipantActions';
import { ParticipantBadges } from './ParticipantBadges';
import { studentsWithMicOn } from './roomState';
import { useDeferredSessionState, useSessionState } from './useSessionState';

const useStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    overflowY: 'auto',
  },
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  invite: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    marginBottom: tokens.spacingVerticalM,
    color: tokens.colorNeutralForeground2,
  },
  name: { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  muteAll: { alignSelf: 'flex-start', marginBottom: tokens.spacingVerticalM },
});

/** Who is in the class, raised hands first; the teacher's actions on each. */
export function ParticipantsPanel({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const you = useSessionState(session, (state) => state.you);
  const others = useDeferredSessionState(session, (state) => state.others);
  const pen = useSessionState(session, (state) => state.pen);
  const isTeacher = you?.role === 'teacher';
  const everyone = [...(you ? [you] : []), ...[...others].sort((a, b) => Number(b.hand) - Number(a.hand))];
  return (
    <section aria-label={t('participants.title')} data-testid="classroom-participants">
      <InviteCode inviteCode={session.joined.inviteCode} />
      {isTeacher ? <MuteEveryone session={session} /> : null}
      <ul className={styles.list}>
        {everyone.map((participant) => {
          const self = participant.peerId === you?.peerId;
          return (
            <li key={participant.peerId} className={styles.row} data-testid="classroom-participant" data-peer={participant.peerId}>
              <Avatar name={participant.userName} size={32} aria-hidden />
              <span className={styles.name}>
                <Text truncate wrap={false}>
                  {self ? t('room.you', { name: participant.userName }) : participant.userName}
                </Text>
                <ParticipantBadges participant={participant} hasPen={pen === participant.peerId} />
              </span>
              {isTeacher && !self ? (
                <ParticipantActions session={session} participant={participant} hasPen={pen === participant.peerId} />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The teacher's way to bring more people in without leaving the class: the room's invite code, to copy. */
function InviteCode({ inviteCode }: { inviteCode: string | null }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  if (!inviteCode) return null;
  const code = formatInviteCode(inviteCode);
  return (
    <div className={styles.invite}>
      <Text data-testid="classroom-invite-code">{t('participants.inviteCode', { code })}</Text>
      <Button
        size="small"
        icon={<CopyRegular />}
        onClick={() => void copyText(code, { copied: t('participants.inviteCopied'), failed: t('participants.copyFailed') })}
        data-testid="classroom-invite-copy"
      >
        {t('participants.copy')}
      </Button>
    </div>
  );
}

/** The teacher's one click for a noisy class: every student's microphone off (each can turn theirs on again). */
function MuteEveryone({ session }: { session: ClassSession }) {
  const styles = useStyles();
  const { t } = useTranslation('classroom');
  const anyOn = useSessionState(session, (state) => studentsWithMicOn(state).length > 0);
  const mute = () => {
    const count = session.muteEveryone();
    notify.success(t('participants.mutedEveryone', { count }));
  };
  return (
    <Button
      className={styles.muteAll}
      size="small"
      icon={<MicOffRegular />}
      disabled={!anyOn}
      onClick={mute}
      data-testid="classroom-mute-everyone"
    >
      {t('participants.muteEveryone')}
    </Button>
  );
}
