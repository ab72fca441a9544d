import { type CommandData, type CommandParsedInput, RoomCategory } from '@boda/contract';
import type { RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { hasJoinedRoom } from '../meet/repository';
import { accessTo, loadRoom, manageableRoom, mayManage, mayView, viewableRoom } from './access';
import * as repo from './repository';
import { assertAttendees } from './rules';
import { AppError } from '../../http/errors';
import { ErrorCode } from '@boda/contract';

/*
 * Attendees of a room (/boda/room/user). The owner or the manage area changes them; a user who just
 * joined a reserved room through its invite registers themselves (service-area 2.4).
 */

async function addUsers(ctx: RequestContext, roomCode: string, userIdxs: number[]): Promise<number> {
  const me = requireAuth(ctx);
  const room = await loadRoom(ctx, me, roomCode);
  const access = await accessTo(ctx, me, room);
  const selfAfterJoin =
    userIdxs.length === 1 &&
    userIdxs[0] === me.userIdx &&
    room.roomCategoryCd === RoomCategory.RESERVED &&
    (await hasJoinedRoom(ctx.db, room.roomIdx, me.userIdx));
  if (!mayManage(access) && !selfAfterJoin) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
  await assertAttendees(ctx, me, userIdxs);
  return repo.addRoomUsers(
    ctx.db,
    room.roomIdx,
    userIdxs.filter((u) => u !== room.ownerUserIdx),
  );
}

async function removeUsers(ctx: RequestContext, roomCode: string, userIdxs: number[]): Promise<number> {
  const me = requireAuth(ctx);
  const { room } = await manageableRoom(ctx, me, roomCode);
  return repo.removeRoomUsers(ctx.db, room.roomIdx, userIdxs);
}

export async function addRoomUser(input: CommandParsedInput<'roomUser.ADD'>, ctx: RequestContext): Promise<CommandData<'roomUser.ADD'>> {
  return { result: { added: await addUsers(ctx, input.roomCode, [input.userIdx]) } };
}

export async function addRoomUserList(input: CommandParsedInput<'roomUser.ADD_LIST'>, ctx: RequestContext): Promise<CommandData<'roomUser.ADD_LIST'>> {
  return { result: { added: await addUsers(ctx, input.roomCode, input.userIdxList) } };
}

export async function delRoomUser(input: CommandParsedInput<'roomUser.DEL'>, ctx: RequestContext): Promise<CommandData<'roomUser.DEL'>> {
  return { result: { removed: await removeUsers(ctx, input.roomCode, [input.userIdx]) } };
}

export async function delRoomUserList(input: CommandParsedInput<'roomUser.DEL_LIST'>, ctx: RequestContext): Promise<CommandData<'roomUser.DEL_LIST'>> {
  return { result: { removed: await removeUsers(ctx, input.roomCode, input.userIdxList) } };
}

export async function listRoomUsers(input: CommandParsedInput<'roomUser.LIST'>, ctx: RequestContext): Promise<CommandData<'roomUser.LIST'>> {
  const me = requireAuth(ctx);
  const access = await viewableRoom(ctx, me, input.roomCode);
  const rows = await repo.listRoomUsers(ctx.db, [access.room.roomIdx]);
  // Phone numbers are for the people who manage the room, not for fellow attendees.
  const showPhone = mayManage(access);
  return {
    resultList: rows.map((r) => ({
      roomUserIdx: r.roomUserIdx,
      userIdx: r.user.userIdx,
      userId: r.user.userId,
      userName: r.user.userName,
      userTypeCd: r.user.userTypeCd,
      phone: showPhone ? r.user.phone : null,
    })),
  };
}
