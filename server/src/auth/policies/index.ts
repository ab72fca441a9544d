import { boardPolicies } from './board';
import { bookPolicies } from './book';
import { classroomPolicies } from './classroom';
import { groupPolicies } from './group';
import { joinPolicies } from './join';
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
  ...joinPolicies,
  ...classroomPolicies,
};

type Policies = typeof policies;
export type PolicyName = keyof Policies;
/** What a policy needs of the request: most take the signed-in caller; the join policies also serve guests. */
type PolicyCtx<P extends PolicyName> = Policies[P] extends (ctx: infer C, ...args: never[]) => unknown ? C : never;
type PolicyArgs<P extends PolicyName> = Policies[P] extends (ctx: never, ...args: infer A) => unknown ? A : never;

export function requireAccess<P extends PolicyName>(ctx: PolicyCtx<P>, policy: P, ...args: PolicyArgs<P>): ReturnType<Policies[P]> {
  const check = policies[policy] as unknown as (ctx: PolicyCtx<P>, ...args: unknown[]) => ReturnType<Policies[P]>;
  return check(ctx, ...args);
}

export type { PolicyContext } from './context';
export type { RoomAccess } from './room';
export type { BoardPost, PostWithCounts } from './board';
export { isBookAuthor } from './book';
export { isBeingWritten, type NoteAccess, seesMeetNotes } from './note';
export { isTaskTeacher, type SolvableNote } from './task';
export { isManageCall, mayManage } from './room';
export { hasManageAccess, loginIdsVisibleTo, mayChangeUser } from './user';
