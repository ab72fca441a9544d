import { ErrorCode, type ErrorCodeValue, RoomCategory, RoomStatus, ServiceType, UserType } from '@boda/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meetJoinGrants, meets, type RoomFileRow, roomFiles, type RoomRow, roomUsers, rooms } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';

/*
 * Who may do what with a room (service-area 6, manage-area 6). The room is always looked up in the
 * caller's company (from the token), so another company's room is "not found", never "forbidden";
 * plain refusals do not tell whether a room the caller cannot see exists.
 */

export interface RoomAccess {
  room: RoomRow;
  /** The room's owner (responsible teacher, or the instant room's creator). */
  owner: boolean;
  /** Manage area (the dispatcher admitted the MANAGE service type only with manage access). */
  manager: boolean;
  /**
   * A monitor account in the manage area: it watches, joins for monitoring and closes classes
   * (manage-area 4), but neither edits nor removes rooms.
   */
  viewOnly: boolean;
  /** A registered attendee. */
  member: boolean;
}

/** Scoped by company: another company's roomCode is simply not found. Closed (removed) rooms too. */
async function findRoomInCompany(db: Db, companyIdx: number, roomCode: string): Promise<RoomRow | null> {
  const rows = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.companyIdx, companyIdx), eq(rooms.roomCode, roomCode), ne(rooms.roomStatusCd, RoomStatus.CLOSE)))
    .limit(1);
  return rows[0] ?? null;
}

export async function isRoomMember(db: Db, roomIdx: number, userIdx: number): Promise<boolean> {
  const rows = await db
    .select({ id: roomUsers.roomUserIdx })
    .from(roomUsers)
    .where(and(eq(roomUsers.roomIdx, roomIdx), eq(roomUsers.userIdx, userIdx)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user was let into a meeting of this room (a join call succeeded for them). */
async function hasJoinedRoom(db: Db, roomIdx: number, userIdx: number): Promise<boolean> {
  const rows = await db
    .select({ id: meetJoinGrants.grantIdx })
    .from(meetJoinGrants)
    .innerJoin(meets, eq(meetJoinGrants.meetIdx, meets.meetIdx))
    .where(and(eq(meets.roomIdx, roomIdx), eq(meetJoinGrants.userIdx, userIdx)))
    .limit(1);
  return rows.length > 0;
}

export function isManageCall(ctx: Pick<PolicyContext, 'serviceType'>): boolean {
  return ctx.serviceType === ServiceType.MANAGE;
}

export async function accessTo(ctx: PolicyContext, room: RoomRow): Promise<RoomAccess> {
  const owner = room.ownerUserIdx === ctx.auth.userIdx;
  const manager = isManageCall(ctx);
  const viewOnly = manager && ctx.auth.userTypeCd === UserType.MONITOR;
  return { room, owner, manager, viewOnly, member: owner ? false : await isRoomMember(ctx.db, room.roomIdx, ctx.auth.userIdx) };
}

export function mayView(access: RoomAccess): boolean {
  return access.owner || access.manager || (access.member && access.room.roomStatusCd === RoomStatus.USE);
}

export function mayManage(access: RoomAccess): boolean {
  return access.owner || (access.manager && !access.viewOnly);
}

async function roomOf(ctx: PolicyContext, roomCode: string, notFound: ErrorCodeValue = ErrorCode.NOT_FOUND): Promise<RoomRow> {
  const room = await findRoomInCompany(ctx.db, ctx.auth.companyIdx, roomCode);
  if (!room) throw new AppError(notFound);
  return room;
}

/** Reference files: whoever may view the room, or joined one of its classes. */
async function roomFilesAccess(ctx: PolicyContext, room: RoomRow): Promise<RoomAccess> {
  const access = await accessTo(ctx, room);
  if (mayView(access) || (await hasJoinedRoom(ctx.db, room.roomIdx, ctx.auth.userIdx))) return access;
  throw new AppError(ErrorCode.NOT_FOUND);
}

async function roomFileOf(ctx: PolicyContext, roomFileIdx: number): Promise<{ file: RoomFileRow; room: RoomRow }> {
  const rows = await ctx.db
    .select({ file: roomFiles, room: rooms })
    .from(roomFiles)
    .innerJoin(rooms, eq(rooms.roomIdx, roomFiles.roomIdx))
    .where(and(eq(roomFiles.companyIdx, ctx.auth.companyIdx), eq(roomFiles.roomFileIdx, roomFileIdx)))
    .limit(1);
  const found = rows[0];
  if (!found) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  await roomFilesAccess(ctx, found.room).catch(() => {
    throw new AppError(ErrorCode.FILE_NOT_FOUND);
  });
  return found;
}

export const roomPolicies = {
  /** A room of the caller's company, whatever their relation to it (joining and monitoring apply their own rules). */
  'room.find': async (ctx: PolicyContext, roomCode: string, notFound: ErrorCodeValue = ErrorCode.NOT_FOUND) =>
    accessTo(ctx, await roomOf(ctx, roomCode, notFound)),
  'room.view': async (ctx: PolicyContext, roomCode: string) => {
    const access = await accessTo(ctx, await roomOf(ctx, roomCode));
    if (!mayView(access)) throw new AppError(ErrorCode.NOT_FOUND);
    return access;
  },
  /** Owner or manage area. */
  'room.manage': async (ctx: PolicyContext, roomCode: string) => {
    const access = await accessTo(ctx, await roomOf(ctx, roomCode));
    if (!mayManage(access)) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
    return access;
  },
  /** Like room.manage, refused with the catalogue's WB-403-105 whether missing or not the caller's. */
  'room.remove': async (ctx: PolicyContext, roomCode: string) => {
    const access = await accessTo(ctx, await roomOf(ctx, roomCode, ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED));
    if (!mayManage(access)) throw new AppError(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    return access;
  },
  /** Owner or manage area; also a user who just joined a reserved room by its invite registers themselves (service-area 2.4). */
  'room.addUsers': async (ctx: PolicyContext, roomCode: string, userIdxs: number[]) => {
    const access = await accessTo(ctx, await roomOf(ctx, roomCode));
    if (mayManage(access)) return access;
    const { room } = access;
    const selfAfterJoin =
      userIdxs.length === 1 &&
      userIdxs[0] === ctx.auth.userIdx &&
      room.roomCategoryCd === RoomCategory.RESERVED &&
      (await hasJoinedRoom(ctx.db, room.roomIdx, ctx.auth.userIdx));
    if (!selfAfterJoin) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
    return access;
  },
  /** The room's reference files: whoever may view the room, or joined one of its classes. */
  'roomFile.room': async (ctx: PolicyContext, roomCode: string) => (await roomFilesAccess(ctx, await roomOf(ctx, roomCode))).room,
  /** One reference file (WB-404-102 when missing or out of reach). */
  'roomFile.view': roomFileOf,
  /** Only the uploader removes a file. */
  'roomFile.delete': async (ctx: PolicyContext, roomFileIdx: number) => {
    const found = await roomFileOf(ctx, roomFileIdx);
    if (found.file.regUserIdx !== ctx.auth.userIdx) throw new AppError(ErrorCode.FORBIDDEN, 'Only the uploader removes a file.');
    return found;
  },
};
