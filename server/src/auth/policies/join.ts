import { ErrorCode, hasPermission, Permission, RoomCategory, RoomStatus } from '@boda/contract';
import type { CompanyConfig } from '@boda/contract/config';
import type { Db } from '../../db/client';
import type { MeetRow, RoomRow } from '../../db/schema';
import { AppError } from '../../errors';
import { accessRepository } from './repository';

/*
 * Joining a class (service-area 2.3-2.4; foundation.md 6). Joins are open commands (a guest may join
 * by invite), so these policies take the database and the joiner rather than a signed-in caller; the
 * room was found by the join path (its company is the room's).
 */

/** A signed-in joiner: their type's permission bits and whether they call from the manage area. */
export interface JoinerAccess {
  userIdx: number;
  permissionMask: number;
  manager: boolean;
}

async function isMember(db: Db, room: RoomRow, userIdx: number): Promise<boolean> {
  const scope = { db, companyIdx: room.companyIdx, userIdx };
  return (await accessRepository.room.checkMemberAccess(scope, new Set([room.roomIdx]))).has(room.roomIdx);
}

export const joinPolicies = {
  /**
   * The room's own rules before anything else (foundation.md 6): a removed room, a hidden one for
   * anyone but its owner and the manage area, a reserved room outside its period are WB-403-105.
   * Answers whether the joiner owns the room (the owner needs no password and opens the meeting).
   */
  'roomJoin.admit': (_ctx: object, who: { userIdx: number | null; manager: boolean }, room: RoomRow, now: Date): { owner: boolean } => {
    const owner = who.userIdx !== null && room.ownerUserIdx === who.userIdx;
    const refused = () => new AppError(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    if (room.roomStatusCd === RoomStatus.CLOSE) throw refused();
    if (room.roomStatusCd === RoomStatus.HIDE && !owner && !who.manager) throw refused();
    if (room.roomCategoryCd !== RoomCategory.INSTANT) {
      const beforeStart = room.showDatetime !== null && now < room.showDatetime;
      const afterEnd = room.showEndDatetime !== null && now > room.showEndDatetime;
      if (beforeStart || afterEnd) throw refused();
    }
    return { owner };
  },
  /** Starting and ending the class from the class client: its leader's session only (WB-403-001). */
  'classClient.lead': (_ctx: object, session: { leader: boolean }): void => {
    if (!session.leader) throw new AppError(ErrorCode.FORBIDDEN, 'Only the leader starts and ends the class.');
  },
  /**
   * A resumable upload is touched (HEAD, PATCH, DELETE) only with an attendee token of its company and
   * room: its address alone is no credential. Another room's token learns nothing (WB-404-001, as for none).
   */
  'recordUpload.touch': (
    _ctx: object,
    attendeeOf: Pick<MeetRow, 'companyIdx' | 'roomIdx'>,
    upload: { companyIdx?: string | null; roomIdx?: string | null } | null,
  ): void => {
    if (!upload || upload.companyIdx !== String(attendeeOf.companyIdx) || upload.roomIdx !== String(attendeeOf.roomIdx)) {
      throw new AppError(ErrorCode.NOT_FOUND);
    }
  },
  /** Instant rooms need the category switched on and the meeting-open bit of the joiner's type (WB-403-001). */
  'roomJoin.instant': (_ctx: object, config: Pick<CompanyConfig, 'roomCategoryInstant'>, permissionMask: number): void => {
    if (!config.roomCategoryInstant || !hasPermission(permissionMask, Permission.MEETING_OPEN)) throw new AppError(ErrorCode.FORBIDDEN);
  },
  /**
   * A regular room's code is no invitation: knowing it lets in only the owner, its attendees, the
   * manage area and teachers with the meeting-open permission (the reserved-room open join). Instant
   * rooms stay open to whoever has the code. WB-403-105 otherwise, as for a room that is not there.
   */
  'roomJoin.listed': async (ctx: { db: Db }, who: JoinerAccess, room: RoomRow): Promise<void> => {
    if (room.roomCategoryCd === RoomCategory.INSTANT || room.ownerUserIdx === who.userIdx || who.manager) return;
    if (hasPermission(who.permissionMask, Permission.MEETING_OPEN)) return;
    if (!(await isMember(ctx.db, room, who.userIdx))) throw new AppError(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
  },
  /**
   * Opening a meeting nobody has opened yet, for someone other than the owner: in an anyone-first
   * reserved room an attendee, or anybody with the meeting-open permission (WB-403-112 otherwise).
   */
  'roomJoin.openFirst': async (ctx: { db: Db }, who: JoinerAccess, room: RoomRow): Promise<void> => {
    if (room.roomCategoryCd === RoomCategory.INSTANT || !room.anyoneOpen) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
    if (hasPermission(who.permissionMask, Permission.MEETING_OPEN)) return;
    if (!(await isMember(ctx.db, room, who.userIdx))) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
  },
};
