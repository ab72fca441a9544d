import { ErrorCode, FuncFlag } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, type CompanyMeet, type CompanyRoom, scopeOf } from './repository';
import { accessOf, mayManage, mayView, roomPolicies } from './room';

/*
 * Meetings (service-area 2.10): visible to whoever may view the room, and to anyone who attended;
 * the full attendee list is for the room's owner, the meeting's leader and the manage area.
 */

export interface MeetAccess {
  meet: CompanyMeet;
  room: CompanyRoom;
  /** Owner, leader or manage area: sees every attendee. */
  full: boolean;
}

async function meetOf(ctx: PolicyContext, meetCode: string): Promise<CompanyMeet | null> {
  return (await accessRepository.meet.findInCompany(scopeOf(ctx), new Set([meetCode]))).get(meetCode) ?? null;
}

export const meetPolicies = {
  'meet.view': async (ctx: PolicyContext, meetCode: string, roomCode?: string): Promise<MeetAccess> => {
    const reach = (await accessRepository.meet.findReachable(scopeOf(ctx), new Set([meetCode]))).get(meetCode);
    if (!reach || (roomCode !== undefined && reach.room.roomCode !== roomCode)) throw new AppError(ErrorCode.NOT_FOUND);
    const { meet, room } = reach;
    const access = accessOf(ctx, reach);
    const full = mayManage(access) || meet.leaderUserIdx === ctx.auth.userIdx;
    if (!full && !mayView(access) && !reach.attended) throw new AppError(ErrorCode.NOT_FOUND);
    return { meet, room, full };
  },
  /**
   * Closing a live class: its leader (or the room's owner) from the room card, or the manage area's
   * monitoring (monitor function on). `mayRemove`: the room may go too. `leader`: the class's own
   * teacher closes it (otherwise its participants are told the school's operator did).
   */
  'meet.close': async (ctx: PolicyContext, roomCode: string, meetCode: string) => {
    const access = await roomPolicies['room.find'](ctx, roomCode);
    const { room } = access;
    const meet = await meetOf(ctx, meetCode);
    if (!meet || meet.roomIdx !== room.roomIdx || meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
    const leader = access.owner || meet.leaderUserIdx === ctx.auth.userIdx;
    const monitor = access.manager && isFuncOn(ctx.config, FuncFlag.MONITOR);
    if (!leader && !monitor) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
    return { room, meet, mayRemove: mayManage(access), leader };
  },
  /** A class the manage area monitors: the given meeting of the room, or its live one (WB-403-112 otherwise). */
  'monitor.meet': async (ctx: PolicyContext, roomCode: string, meetCode?: string) => {
    const { room } = await roomPolicies['room.find'](ctx, roomCode, ErrorCode.CLASS_NOT_STARTED);
    const meet = meetCode
      ? await meetOf(ctx, meetCode)
      : ((await accessRepository.meet.findLive(scopeOf(ctx), new Set([room.roomIdx]))).get(room.roomIdx) ?? null);
    if (!meet || meet.roomIdx !== room.roomIdx) throw new AppError(ErrorCode.CLASS_NOT_STARTED);
    return { room, meet };
  },
};
