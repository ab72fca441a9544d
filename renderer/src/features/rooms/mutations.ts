import { useCommandMutation } from '../../api/commandQuery';

/** One hook per command; the contract says what each refreshes (rooms, their attendees, live meetings). */

export function useAddRoom() {
  return useCommandMutation('room.ADD', { select: (d) => d.result });
}

export function useModRoom() {
  return useCommandMutation('room.MOD', { select: (d) => d.result });
}

export function useDelRoom() {
  return useCommandMutation('room.DEL', { select: (d) => d.result });
}

export function useAddRoomUsers() {
  return useCommandMutation('roomUser.ADD_LIST', { select: (d) => d.result });
}

export function useDelRoomUsers() {
  return useCommandMutation('roomUser.DEL_LIST', { select: (d) => d.result });
}

/** Registers the signed-in user for a reserved room after an invite join (service-area 2.4). */
export function useRegisterRoomUser() {
  return useCommandMutation('roomUser.ADD', { select: (d) => d.result });
}

/** Ends a live class (room cards and class monitoring); the contract has the lists follow once the server has settled it. */
export function useCloseClass() {
  return useCommandMutation('roomJoin.CLOSE', { select: (d) => d.result });
}

/** Room files can be as large as 500 MB: the upload may take long on a slow line. */
const MATERIAL_UPLOAD_TIMEOUT_MS = 60 * 60_000;

/** Uploads reference materials, reporting progress (0 to 1); every materials list refreshes. */
export function useAddRoomFiles(onUploadProgress: (fraction: number) => void) {
  return useCommandMutation('roomFile.ADD', {
    select: (d) => d.resultList,
    send: { onUploadProgress, timeoutMs: MATERIAL_UPLOAD_TIMEOUT_MS },
  });
}

export function useDelRoomFile() {
  return useCommandMutation('roomFile.DEL', { select: (d) => d.result });
}
