import { boardPolicies } from './board';
import { bookPolicies } from './book';
import type { PolicyContext } from './context';
import { groupPolicies } from './group';
import { logMeetPolicies } from './logMeet';
import { meetPolicies } from './meet';
import { messagePolicies } from './message';
import { notePolicies } from './note';
import { roomPolicies } from './room';
import { taskPolicies } from './task';
import { userPolicies } from './user';

/*
 * Ownership rules, one module per resource, behind one verb (as immich's requireAccess):
 *   const { room } = await requireAccess(ctx, 'room.manage', roomCode);
 * A policy loads what it decides about (always inside the caller's company) and answers it, or
 * refuses with the catalogue's code. The command's declared access (area, permission bits, role)
 * was already checked by the dispatcher; policies decide what the declaration cannot: whose it is.
 */

const policies = {
  ...roomPolicies,
  ...meetPolicies,
  ...userPolicies,
  ...groupPolicies,
  ...messagePolicies,
  ...bookPolicies,
  ...notePolicies,
  ...taskPolicies,
  ...logMeetPolicies,
  ...boardPolicies,
};

type Policies = typeof policies;
export type PolicyName = keyof Policies;
type PolicyArgs<P extends PolicyName> = Policies[P] extends (ctx: PolicyContext, ...args: infer A) => unknown ? A : never;

export function requireAccess<P extends PolicyName>(ctx: PolicyContext, policy: P, ...args: PolicyArgs<P>): ReturnType<Policies[P]> {
  const check = policies[policy] as (ctx: PolicyContext, ...args: unknown[]) => ReturnType<Policies[P]>;
  return check(ctx, ...args);
}

export type { PolicyContext } from './context';
export type { RoomAccess } from './room';
export { emptyPost } from './board';
export { isBookAuthor } from './book';
export { isBeingWritten, type NoteAccess, seesAllHomework, seesMeetNotes } from './note';
export { isTaskTeacher, type SolvableNote } from './task';
export { isManageCall, isRoomMember, mayManage } from './room';
export { hasManageAccess, loginIdsVisibleTo, mayChangeUser } from './user';
