import { ErrorCode, type ErrorCodeValue, hasPermission, Permission, RoomCategory, RoomStatus, ServiceType, UserType } from '@boda/contract';
import type { RoomFileRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, type CompanyRoom, type RoomReach, scopeOf } from './repository';

/*
 * Who may do what with a room (service-area 6, manage-area 6). The room is always looked up in the
 * caller's company (from the token), so another company's room is "not found", never "forbidden";
 * plain refusals do not tell whether a room the caller cannot see exists.
 */

export interface RoomAccess {
  room: CompanyRoom;
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

export function isManageCall(ctx: Pick<PolicyContext, 'serviceType'>): boolean {
  return ctx.serviceType === ServiceType.MANAGE;
}

/** The caller's access to a room the access repository found, with their membership. */
export function accessOf(ctx: PolicyContext, { room, member }: Pick<RoomReach, 'room' | 'member'>): RoomAccess {
  const owner = room.ownerUserIdx === ctx.auth.userIdx;
  const manager = isManageCall(ctx);
  const viewOnly = manager && ctx.auth.userTypeCd === UserType.MONITOR;
  return { room, owner, manager, viewOnly, member: owner ? false : member };
}

export function mayView(access: RoomAccess): boolean {
  return access.owner || access.manager || (access.member && access.room.roomStatusCd === RoomStatus.USE);
}

export function mayManage(access: RoomAccess): boolean {
  return access.owner || (access.manager && !access.viewOnly);
}

/**
 * A room of the caller's company with their membership and joins, in one query (removed rooms count
 * as missing): another company's roomCode is simply not found.
 */
async function roomOf(ctx: PolicyContext, roomCode: string, notFound: ErrorCodeValue = ErrorCode.NOT_FOUND): Promise<RoomReach> {
  const reach = (await accessRepository.room.findReachable(scopeOf(ctx), new Set([roomCode]))).get(roomCode);
  if (!reach) throw new AppError(notFound);
  return reach;
}

/** Reference files: whoever may view the room, or joined one of its classes. */
function roomFilesAccess(ctx: PolicyContext, reach: RoomReach): RoomAccess {
  const access = accessOf(ctx, reach);
  if (mayView(access) || reach.joined) return access;
  throw new AppError(ErrorCode.NOT_FOUND);
}

async function roomFileOf(ctx: PolicyContext, roomFileIdx: number): Promise<{ file: RoomFileRow; room: CompanyRoom }> {
  const found = (await accessRepository.roomFile.findReachable(scopeOf(ctx), new Set([roomFileIdx]))).get(roomFileIdx);
  if (!found) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  try {
    roomFilesAccess(ctx, found);
  } catch {
    throw new AppError(ErrorCode.FILE_NOT_FOUND);
  }
  return { file: found.file, room: found.room };
}

export const roomPolicies = {
  /** Creating a room of a category (foundation.md 6): meeting-open for instant rooms (when on), room-register otherwise. */
  'room.create': (ctx: PolicyContext, category: number): void => {
    const { config, auth } = ctx;
    if (category === RoomCategory.INSTANT) {
      if (!config.roomCategoryInstant || !hasPermission(auth.permissionMask, Permission.MEETING_OPEN))
        throw new AppError(ErrorCode.FORBIDDEN);
      return;
    }
    if (category === RoomCategory.TASK && !config.roomCategoryTask) throw new AppError(ErrorCode.FORBIDDEN);
    if (!hasPermission(auth.permissionMask, Permission.ROOM_REGISTER)) throw new AppError(ErrorCode.FORBIDDEN);
  },
  /** The company's whole lists (every room, meeting and class log, and their exports) are the manage area's. */
  'company.listAll': (ctx: Pick<PolicyContext, 'serviceType'>): void => {
    if (!isManageCall(ctx)) throw new AppError(ErrorCode.FORBIDDEN);
  },
  /** A room of the caller's company, whatever their relation to it (joining and monitoring apply their own rules). */
  'room.find': async (ctx: PolicyContext, roomCode: string, notFound: ErrorCodeValue = ErrorCode.NOT_FOUND) =>
    accessOf(ctx, await roomOf(ctx, roomCode, notFound)),
  'room.view': async (ctx: PolicyContext, roomCode: string) => {
    const access = accessOf(ctx, await roomOf(ctx, roomCode));
    if (!mayView(access)) throw new AppError(ErrorCode.NOT_FOUND);
    return access;
  },
  /** Owner or manage area. */
  'room.manage': async (ctx: PolicyContext, roomCode: string) => {
    const access = accessOf(ctx, await roomOf(ctx, roomCode));
    if (!mayManage(access)) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
    return access;
  },
  /** Like room.manage, refused with the catalogue's WB-403-105 whether missing or not the caller's. */
  'room.remove': async (ctx: PolicyContext, roomCode: string) => {
    const access = accessOf(ctx, await roomOf(ctx, roomCode, ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED));
    if (!mayManage(access)) throw new AppError(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    return access;
  },
  /** Owner or manage area; also a user who just joined a reserved room by its invite registers themselves (service-area 2.4). */
  'room.addUsers': async (ctx: PolicyContext, roomCode: string, userIdxs: number[]) => {
    const reach = await roomOf(ctx, roomCode);
    const access = accessOf(ctx, reach);
    if (mayManage(access)) return access;
    const selfAfterJoin =
      userIdxs.length === 1 && userIdxs[0] === ctx.auth.userIdx && reach.room.roomCategoryCd === RoomCategory.RESERVED && reach.joined;
    if (!selfAfterJoin) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
    return access;
  },
  /** A room of the caller's company by its invite code (WB-400-220 otherwise: another company's code is no invitation). */
  'room.invite': async (ctx: PolicyContext, inviteCode: string): Promise<CompanyRoom> => {
    const room = (await accessRepository.room.findByInviteCode(scopeOf(ctx), new Set([inviteCode]))).get(inviteCode);
    if (!room) throw new AppError(ErrorCode.INVALID_INVITE);
    return room;
  },
  /** The room's reference files: whoever may view the room, or joined one of its classes. */
  'roomFile.room': async (ctx: PolicyContext, roomCode: string) => roomFilesAccess(ctx, await roomOf(ctx, roomCode)).room,
  /** One reference file (WB-404-102 when missing or out of reach). */
  'roomFile.view': roomFileOf,
  /** Only the uploader removes a file. */
  'roomFile.delete': async (ctx: PolicyContext, roomFileIdx: number) => {
    const found = await roomFileOf(ctx, roomFileIdx);
    if (found.file.regUserIdx !== ctx.auth.userIdx) throw new AppError(ErrorCode.FORBIDDEN, 'Only the uploader removes a file.');
    return found;
  },
};
