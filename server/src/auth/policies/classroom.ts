import { ClassroomClose, type ClassroomCloseCode, ClassroomRole, type ClassroomRoleValue } from '@boda/contract';

/*
 * The web classroom's socket (resources/classroom/frames.ts). A socket has no HTTP answer: these
 * policies answer the close code that ends the sender's socket, or null to go on. The meeting is the
 * sender's own (its attendee token), so they decide only what the sender's role in it allows.
 */

/** What the policies know of a participant on the class's socket. */
export interface ClassroomPeer {
  peerId: string;
  role: ClassroomRoleValue;
}

export const classroomPolicies = {
  /** Clearing the board, handing the pen, controlling a participant (mute, camera off, remove) and ending the class: its teacher's. */
  'classroom.lead': (_ctx: object, peer: ClassroomPeer): ClassroomCloseCode | null =>
    peer.role === ClassroomRole.TEACHER ? null : ClassroomClose.FORBIDDEN,
  /** Drawing on the board: the teacher, or the participant the teacher handed the pen (`penHolder`, a peer id). */
  'classroom.draw': (_ctx: object, peer: ClassroomPeer, penHolder: string | null): ClassroomCloseCode | null =>
    peer.role === ClassroomRole.TEACHER || penHolder === peer.peerId ? null : ClassroomClose.FORBIDDEN,
};
