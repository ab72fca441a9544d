import { useEffect, useState } from 'react';
import { ErrorCode } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { isApiError } from '../../api/errors';
import { platform } from '../../platform';
import { handleApiError, notify, showErrorPopup } from '../../ui/feedback';
import { ClassSession } from './classSession';
import { showTicketLanguage } from './classroomLanguage';
import { ExitScreen, type ExitKind } from './ExitScreen';
import { JoinHeadStart } from './headStart';
import { PrejoinScreen, type JoinChoice } from './PrejoinScreen';
import { RoomScreen } from './RoomScreen';
import { keepForRejoin, markTicketUsed, readClassroomEntry } from './ticketEntry';
import { usePenNotice } from './whiteboard';

const OWN_JOIN_ERRORS: ReadonlySet<string> = new Set([ErrorCode.LICENSE_CONCURRENCY_FULL, ErrorCode.MEETING_NOT_EXISTING]);

/** The server the class lives on: the app's own (desktop: its configured server), else this page's. */
function serverOrigin(): string {
  return platform.apiBaseUrl() || window.location.origin;
}

/**
 * /classroom#ticket=<joinTicket>: the web classroom. The ticket (from a join answer's webJoinUrl) is
 * read once, the pre-join check runs, and only Join redeems the single-use join token (classClient.JOIN).
 * JOIN's rejoin token then takes the ticket's place in this tab: a reload, or Join again after Leave,
 * comes back through the pre-join check into the same class.
 */
export function ClassroomPage() {
  const { t } = useTranslation('classroom');
  const [entry, setEntry] = useState(readClassroomEntry);
  const [joining, setJoining] = useState(false);
  const [exit, setExit] = useState<ExitKind | null>(null);
  const [session, setSession] = useState<ClassSession | null>(null);
  const ticket = entry.kind === 'ticket' ? entry.ticket : null;
  const rejoining = entry.kind === 'ticket' && entry.rejoin;

  useEffect(() => {
    void showTicketLanguage(ticket?.language ?? null);
  }, [ticket]);
  useEffect(() => {
    document.title = ticket?.roomTitle ? `${ticket.roomTitle} - ${t('pageTitle')}` : t('pageTitle');
  }, [ticket, t]);
  useEffect(() => () => session?.finish('left'), [session]);
  usePenNotice(session);

  if (!ticket) return <ExitScreen kind={entry.kind === 'ticket' ? 'missing' : entry.kind} />;
  if (exit) return <ExitScreen kind={exit} />;
  if (session) {
    const rejoin = () => {
      setSession(null);
      setEntry(readClassroomEntry());
    };
    return <RoomScreen session={session} title={ticket.roomTitle} onRejoin={rejoin} />;
  }

  const join = async (choice: JoinChoice) => {
    setJoining(true);
    if (choice.mic) choice.mic.enabled = choice.micOn;
    // The socket's handshake and the first offer go while JOIN is on its way.
    const headStart = new JoinHeadStart(serverOrigin(), choice);
    try {
      const { result } = await api.send('classClient.JOIN', { joinToken: ticket.joinToken });
      keepForRejoin(ticket, result.rejoinToken);
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
        setExit('used');
      } else if (isApiError(error) && error.code === ErrorCode.MEETING_NOT_EXISTING && rejoining) {
        // Back for a class that has ended since this tab was in it.
        markTicketUsed();
        setExit('ended');
      } else if (isApiError(error) && OWN_JOIN_ERRORS.has(error.code)) {
        showErrorPopup({ type: 'ERROR', code: error.code, message: t(`joinError.${error.code}`) });
      } else handleApiError(error);
    } finally {
      setJoining(false);
    }
  };

  return <PrejoinScreen ticket={ticket} rejoin={rejoining} joining={joining} onJoin={(choice) => void join(choice)} />;
}
