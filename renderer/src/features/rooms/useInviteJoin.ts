import { useEffect, useRef, useState } from 'react';
import { type CommandInput, ErrorCode, type JoinResult } from '@boda/contract';
import { isApiError } from '../../api';
import { NOBODY_IN, useInviteLookup } from './inviteLookup';
import { useRoomJoin } from './useRoomJoin';

type InviteJoinInput = CommandInput<'openRoom.JOIN_INFO'>;
type OnJoined = (result: JoinResult['result']) => void;

interface Waiting {
  input: InviteJoinInput;
  onJoined?: OnJoined;
  /** When the wait began: only a lookup answered after it may say the class is open. */
  since: number;
}

/**
 * Joining by invite code, the same everywhere (the room list's card, the login page's easy join, the
 * invite page): a class nobody has opened yet that this joiner may not open (WB-403-112) is waited
 * for, not refused. The invite is looked up again every few seconds (or at "Check now") and the join
 * runs by itself as soon as the teacher has opened the class. `ClassWaitNotice` shows the wait.
 */
export function useInviteJoin() {
  const join = useRoomJoin();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const lookup = useInviteLookup(waiting?.input.inviteCode, undefined, waiting?.input.companyId, true);
  const opened =
    waiting !== null && lookup.data !== undefined && lookup.dataUpdatedAt > waiting.since && lookup.data.result.meetCode !== NOBODY_IN;

  // The wait a join was retried for: a wait ends with that join's answer, whatever it is.
  const retried = useRef<Waiting | null>(null);

  const attempt = (input: InviteJoinInput, onJoined?: OnJoined) =>
    join.joinByInvite(
      input,
      (result) => {
        setWaiting(null);
        onJoined?.(result);
      },
      (error) => {
        const notStarted = isApiError(error) && error.code === ErrorCode.CLASS_NOT_STARTED;
        setWaiting(notStarted ? { input, onJoined, since: Date.now() } : null);
        return notStarted;
      },
    );

  useEffect(() => {
    if (!opened || waiting === null || retried.current === waiting) return;
    retried.current = waiting;
    void attempt(waiting.input, waiting.onJoined);
  });

  return {
    busy: join.busy,
    /** Waiting for the teacher to open the class. */
    waiting: waiting !== null,
    recheck: () => void lookup.refetch(),
    cancel: () => setWaiting(null),
    joinByInvite: attempt,
  };
}
