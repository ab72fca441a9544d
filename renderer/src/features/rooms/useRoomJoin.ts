import type { CommandInput, JoinResult } from '@boda/contract';
import { api } from '../../api';
import { useRefreshAfter } from '../../api/commandQuery';
import { useClassLauncher } from '../launcher';

/**
 * Joins through the platform launcher (check client, processing, install dialog, already-running
 * toast, the web classroom when the answer offers one). Each attempt asks the server for a fresh
 * ticket; `onJoined` sees the join's result.
 */
export function useRoomJoin() {
  const launcher = useClassLauncher();
  const refreshAfter = useRefreshAfter();

  /**
   * `companyId`: a guest's company (invite, easy join), whose uploaded installer the dialog may offer.
   * `handled`: the caller takes care of this refusal itself (true), so no join and no error popup.
   */
  function launch(
    call: () => Promise<JoinResult>,
    onJoined?: (result: JoinResult['result']) => void,
    companyId?: string,
    handled?: (error: unknown) => boolean,
  ) {
    return launcher.launch({
      ...(companyId ? { companyId } : {}),
      fetchTicket: async () => {
        const joined = await call().catch((error: unknown) => {
          if (handled?.(error)) return null;
          throw error;
        });
        if (joined === null) return null;
        onJoined?.(joined.result);
        // Every join command changes the same lists (contract: rooms and meetings).
        void refreshAfter('roomJoin.JOIN');
        return { joinTicket: joined.joinTicket, webJoinUrl: joined.webJoinUrl };
      },
    });
  }

  return {
    busy: launcher.busy,
    phase: launcher.phase,
    /** A room card's join: the live meeting, or opening it. */
    joinRoom: (roomCode: string, meetCode?: string) =>
      launch(() => api.send('roomJoin.JOIN', { roomCode, ...(meetCode ? { meetCode } : {}) })),
    /** Open join: a new instant room with this title. */
    openJoin: (roomTitle: string, roomPassword?: string) =>
      launch(() => api.send('roomJoin.OPEN', { roomTitle, ...(roomPassword ? { roomPassword } : {}) })),
    /** By invite code (signed in or as a guest with a nickname); useInviteJoin waits for a class not yet open. */
    joinByInvite: (
      input: CommandInput<'openRoom.JOIN_INFO'>,
      onJoined?: (result: JoinResult['result']) => void,
      handled?: (error: unknown) => boolean,
    ) => launch(() => api.send('openRoom.JOIN_INFO', input), onJoined, input.companyId, handled),
    /** Easy-join create: a new instant room as a guest. */
    openAsGuest: (input: CommandInput<'openRoom.OPEN_INFO'>) =>
      launch(() => api.send('openRoom.OPEN_INFO', input), undefined, input.companyId),
  };
}
