import type { CommandData, CommandParsedInput } from '@boda/contract';
import { loginIdsVisibleTo, mayManage, requireAccess } from '../../auth/policies';
import type { SignedInContext } from '../../http/context';
import * as repo from './repository';
import { assertAttendees } from './rules';

/*
 * Attendees of a room (/boda/room/user). The owner or the manage area changes them; a user who just
 * joined a reserved room through its invite registers themselves (policy room.addUsers).
 */

async function addUsers(ctx: SignedInContext, roomCode: string, userIdxs: number[]): Promise<number> {
  const { room } = await requireAccess(ctx, 'room.addUsers', roomCode, userIdxs);
  await assertAttendees(ctx, userIdxs);
  return repo.addRoomUsers(
    ctx.db,
    room,
    userIdxs.filter((u) => u !== room.ownerUserIdx),
  );
}

async function removeUsers(ctx: SignedInContext, roomCode: string, userIdxs: number[]): Promise<number> {
  const { room } = await requireAccess(ctx, 'room.manage', roomCode);
  return repo.removeRoomUsers(ctx.db, room, userIdxs);
}

export async function addRoomUser(input: CommandParsedInput<'roomUser.ADD'>, ctx: SignedInContext): Promise<CommandData<'roomUser.ADD'>> {
  return { result: { added: await addUsers(ctx, input.roomCode, [input.userIdx]) } };
}

export async function addRoomUserList(
  input: CommandParsedInput<'roomUser.ADD_LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'roomUser.ADD_LIST'>> {
  return { result: { added: await addUsers(ctx, input.roomCode, input.userIdxList) } };
}

export async function delRoomUser(input: CommandParsedInput<'roomUser.DEL'>, ctx: SignedInContext): Promise<CommandData<'roomUser.DEL'>> {
  return { result: { removed: await removeUsers(ctx, input.roomCode, [input.userIdx]) } };
}

export async function delRoomUserList(
  input: CommandParsedInput<'roomUser.DEL_LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'roomUser.DEL_LIST'>> {
  return { result: { removed: await removeUsers(ctx, input.roomCode, input.userIdxList) } };
}

export async function listRoomUsers(
  input: CommandParsedInput<'roomUser.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'roomUser.LIST'>> {
  const access = await requireAccess(ctx, 'room.view', input.roomCode);
  const rows = await repo.listRoomUsers(ctx.db, [access.room]);
  // Phone numbers are for the people who manage the room, not for fellow attendees; login ids
  // only for whom the caller may see them (a student learns no teacher's sign-in name here).
  const showPhone = mayManage(access);
  const idTypes = showPhone ? 'all' : loginIdsVisibleTo(ctx.auth);
  const showId = (user: { userIdx: number; userTypeCd: number }) =>
    idTypes === 'all' || user.userIdx === ctx.auth.userIdx || idTypes.includes(user.userTypeCd);
  return {
    resultList: rows.map((r) => ({
      roomUserIdx: r.roomUserIdx,
      userIdx: r.user.userIdx,
      userId: showId(r.user) ? r.user.userId : '',
      userName: r.user.userName,
      userTypeCd: r.user.userTypeCd,
      phone: showPhone ? r.user.phone : null,
    })),
  };
}
