import { useEffect, useState } from 'react';
import { ErrorCode } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { isApiError } from '../../api/errors';
import { platform } from '../../platform';
import { handleApiError, notify, showErrorPopup } from '../../ui/feedback';
import { ClassSession } from './classSession';
import { showTicketLanguage } from './classroomLanguage';
import { ExitScreen } from './ExitScreen';
import { JoinHeadStart } from './headStart';
import { PrejoinScreen, type JoinChoice } from './PrejoinScreen';
import { RoomScreen } from './RoomScreen';
import { markTicketUsed, readClassroomEntry } from './ticketEntry';
import { usePenNotice } from './whiteboard';

const OWN_JOIN_ERRORS: ReadonlySet<string> = new Set([ErrorCode.LICENSE_CONCURRENCY_FULL, ErrorCode.MEETING_NOT_EXISTING]);

/** The server the class lives on: the app's own (desktop: its configured server), else this page's. */
function serverOrigin(): string {
  return platform.apiBaseUrl() || window.location.origin;
}

/**
 * /classroom#ticket=<joinTicket>: the web classroom. The ticket (from a join answer's webJoinUrl) is
 * read once, the pre-join check runs, and only Join redeems the single-use join token (classClient.JOIN).
 */
export function ClassroomPage() {
  const { t } = useTranslation('classroom');
  const [entry] = useState(readClassroomEntry);
  const [joining, setJoining] = useState(false);
  const [spent, setSpent] = useState(false);
  const [session, setSession] = useState<ClassSession | null>(null);
  const ticket = entry.kind === 'ticket' ? entry.ticket : null;

  useEffect(() => {
    void showTicketLanguage(ticket?.language ?? null);
  }, [ticket]);
  useEffect(() => {
    document.title = ticket?.roomTitle ? `${ticket.roomTitle} - ${t('pageTitle')}` : t('pageTitle');
  }, [ticket, t]);
  useEffect(() => () => session?.finish('left'), [session]);
  usePenNotice(session);

  if (!ticket) return <ExitScreen kind={entry.kind === 'ticket' ? 'missing' : entry.kind} />;
  if (spent) return <ExitScreen kind="used" />;
  if (session) return <RoomScreen session={session} title={ticket.roomTitle} />;

  const join = async (choice: JoinChoice) => {
    setJoining(true);
    if (choice.mic) choice.mic.enabled = choice.micOn;
    // The socket's handshake and the first offer go while JOIN is on its way.
    const headStart = new JoinHeadStart(serverOrigin(), choice);
    try {
      const { result } = await api.send('classClient.JOIN', { joinToken: ticket.joinToken });
      markTicketUsed();
      const next = new ClassSession(
        result,
        serverOrigin(),
        { mic: choice.mic, camera: choice.camera, screen: null },
        { api, onControlled: (action) => notify.warning(t(`controlled.${action}`)), headStart },
      );
      next.start();
      setSession(next);
    } catch (error) {
      headStart.dispose(true);
      if (isApiError(error) && error.code === ErrorCode.UNAUTHORIZED) {
        markTicketUsed();
        setSpent(true);
      } else if (isApiError(error) && OWN_JOIN_ERRORS.has(error.code)) {
        showErrorPopup({ type: 'ERROR', code: error.code, message: t(`joinError.${error.code}`) });
      } else handleApiError(error);
    } finally {
      setJoining(false);
    }
  };

  return <PrejoinScreen ticket={ticket} joining={joining} onJoin={(choice) => void join(choice)} />;
}
