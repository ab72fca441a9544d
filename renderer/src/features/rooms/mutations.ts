import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; each names the resources it changes (rooms, their attendees, live meetings). */

export function useAddRoom() {
  return useCommandMutation('room.ADD', { invalidates: ['room'], select: (d) => d.result });
}

export function useModRoom() {
  return useCommandMutation('room.MOD', { invalidates: ['room', 'roomUser'], select: (d) => d.result });
}

export function useDelRoom() {
  return useCommandMutation('room.DEL', { invalidates: ['room', 'roomUser'], select: (d) => d.result });
}

export function useAddRoomUsers() {
  return useCommandMutation('roomUser.ADD_LIST', { invalidates: ['roomUser', 'room'], select: (d) => d.result });
}

export function useDelRoomUsers() {
  return useCommandMutation('roomUser.DEL_LIST', { invalidates: ['roomUser', 'room'], select: (d) => d.result });
}

/** Registers the signed-in user for a reserved room after an invite join (service-area 2.4). */
export function useRegisterRoomUser() {
  return useCommandMutation('roomUser.ADD', { invalidates: ['roomUser', 'room'], select: (d) => d.result });
}

/** Ends a live class (room cards and class monitoring); the lists follow once the server has settled it. */
export function useCloseClass() {
  return useCommandMutation('roomJoin.CLOSE', { invalidates: ['room', 'meet', 'monitor'], select: (d) => d.result, settles: true });
}
