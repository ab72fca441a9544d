import { ErrorCode, FuncFlag } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MeetRow, meets, meetUsers, type RoomRow, rooms } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessTo, mayManage, mayView, roomPolicies } from './room';

/*
 * Meetings (service-area 2.10): visible to whoever may view the room, and to anyone who attended;
 * the full attendee list is for the room's owner, the meeting's leader and the manage area.
 */

/** Scoped by company. */
async function findMeetInCompany(db: Db, companyIdx: number, meetCode: string): Promise<MeetRow | null> {
  const rows = await db
    .select()
    .from(meets)
    .where(and(eq(meets.companyIdx, companyIdx), eq(meets.meetCode, meetCode)))
    .limit(1);
  return rows[0] ?? null;
}

async function findLiveMeetOfRoom(db: Db, roomIdx: number): Promise<MeetRow | null> {
  const rows = await db
    .select()
    .from(meets)
    .where(inArray(meets.liveRoomIdx, [roomIdx]))
    .limit(1);
  return rows[0] ?? null;
}

async function isAttendee(db: Db, meetIdx: number, userIdx: number): Promise<boolean> {
  const rows = await db
    .select({ id: meetUsers.meetUserIdx })
    .from(meetUsers)
    .where(and(eq(meetUsers.meetIdx, meetIdx), eq(meetUsers.userIdx, userIdx)))
    .limit(1);
  return rows.length > 0;
}

export interface MeetAccess {
  meet: MeetRow;
  room: RoomRow;
  /** Owner, leader or manage area: sees every attendee. */
  full: boolean;
}

export const meetPolicies = {
  'meet.view': async (ctx: PolicyContext, meetCode: string, roomCode?: string): Promise<MeetAccess> => {
    const meet = await findMeetInCompany(ctx.db, ctx.auth.companyIdx, meetCode);
    const room = meet ? ((await ctx.db.select().from(rooms).where(eq(rooms.roomIdx, meet.roomIdx)).limit(1))[0] ?? null) : null;
    if (!meet || !room || (roomCode !== undefined && room.roomCode !== roomCode)) throw new AppError(ErrorCode.NOT_FOUND);
    const access = await accessTo(ctx, room);
    const full = mayManage(access) || meet.leaderUserIdx === ctx.auth.userIdx;
    if (!full && !mayView(access) && !(await isAttendee(ctx.db, meet.meetIdx, ctx.auth.userIdx))) throw new AppError(ErrorCode.NOT_FOUND);
    return { meet, room, full };
  },
  /**
   * Closing a live class: its leader (or the room's owner) from the room card, or the manage area's
   * monitoring (monitor function on). `mayRemove`: the room may go too.
   */
  'meet.close': async (ctx: PolicyContext, roomCode: string, meetCode: string) => {
    const access = await roomPolicies['room.find'](ctx, roomCode);
    const { room } = access;
    const meet = await findMeetInCompany(ctx.db, ctx.auth.companyIdx, meetCode);
    if (!meet || meet.roomIdx !== room.roomIdx || meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
    const leader = access.owner || meet.leaderUserIdx === ctx.auth.userIdx;
    const monitor = access.manager && isFuncOn(ctx.config, FuncFlag.MONITOR);
    if (!leader && !monitor) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
    return { room, meet, mayRemove: mayManage(access) };
  },
  /** A class the manage area monitors: the given meeting of the room, or its live one (WB-403-112 otherwise). */
  'monitor.meet': async (ctx: PolicyContext, roomCode: string, meetCode?: string) => {
    const { room } = await roomPolicies['room.find'](ctx, roomCode, ErrorCode.CLASS_NOT_STARTED);
    const meet = meetCode ? await findMeetInCompany(ctx.db, ctx.auth.companyIdx, meetCode) : await findLiveMeetOfRoom(ctx.db, room.roomIdx);
    if (!meet || meet.roomIdx !== room.roomIdx) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
    return { room, meet };
  },
};
