import { ErrorCode, type ErrorCodeValue, RoomStatus, ServiceType } from '@boda/contract';
import type { RoomRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { findRoomByCode, isRoomUser } from './repository';

/*
 * Who may do what with a room (service-area 6, manage-area 6). The room is always looked up in the
 * caller's company (from the token), so another company's room is "not found", never "forbidden".
 */

export interface RoomAccess {
  room: RoomRow;
  /** The room's owner (responsible teacher, or the instant room's creator). */
  owner: boolean;
  /** Manage area (the dispatcher admitted the MANAGE service type only with manage access). */
  manager: boolean;
  /** A registered attendee. */
  member: boolean;
}

export function isManageCall(ctx: RequestContext): boolean {
  return ctx.serviceType === ServiceType.MANAGE;
}

export async function loadRoom(ctx: RequestContext, me: AuthInfo, roomCode: string, notFound: ErrorCodeValue = ErrorCode.NOT_FOUND): Promise<RoomRow> {
  const room = await findRoomByCode(ctx.db, me.companyIdx, roomCode);
  if (!room) throw new AppError(notFound);
  return room;
}

export async function accessTo(ctx: RequestContext, me: AuthInfo, room: RoomRow): Promise<RoomAccess> {
  const owner = room.ownerUserIdx === me.userIdx;
  return { room, owner, manager: isManageCall(ctx), member: owner ? false : await isRoomUser(ctx.db, room.roomIdx, me.userIdx) };
}

export function mayView(access: RoomAccess): boolean {
  return access.owner || access.manager || (access.member && access.room.roomStatusCd === RoomStatus.USE);
}

export function mayManage(access: RoomAccess): boolean {
  return access.owner || access.manager;
}

export async function viewableRoom(ctx: RequestContext, me: AuthInfo, roomCode: string): Promise<RoomAccess> {
  const access = await accessTo(ctx, me, await loadRoom(ctx, me, roomCode));
  if (!mayView(access)) throw new AppError(ErrorCode.NOT_FOUND);
  return access;
}

/** Owner or manage area; `denied` is the refusal (WB-403-105 for room removal, per the catalogue). */
export async function manageableRoom(ctx: RequestContext, me: AuthInfo, roomCode: string, denied: ErrorCodeValue = ErrorCode.FORBIDDEN): Promise<RoomAccess> {
  const access = await accessTo(ctx, me, await loadRoom(ctx, me, roomCode, denied === ErrorCode.FORBIDDEN ? ErrorCode.NOT_FOUND : denied));
  // Plain refusals do not tell whether a room the caller cannot see exists; the catalogue's own
  // refusal (WB-403-105 on removal) is given either way.
  if (!mayManage(access)) throw new AppError(denied === ErrorCode.FORBIDDEN && !mayView(access) ? ErrorCode.NOT_FOUND : denied);
  return access;
}
