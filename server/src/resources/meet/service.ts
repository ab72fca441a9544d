import { type CommandData, type CommandParsedInput, ErrorCode, FuncFlag, type InviteLookup, RoomStatus, toPage } from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import type { CompanyRow, MeetRow, RoomRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { findCompanyByIdx } from '../company/repository';
import { resolveCompany } from '../company/service';
import { accessTo, isManageCall, loadRoom, mayManage, mayView, viewableRoom } from '../room/access';
import { companyOf } from '../room/config';
import { findRoomByIdx, findRoomByInviteCode, updateRoom } from '../room/repository';
import { summarizeAttendance } from './attendance';
import { endMeet } from './lifecycle';
import * as repo from './repository';
import { meetViews } from './views';

/*
 * Meetings, attendance lists, invite lookups and closing a class. A meeting is visible to whoever
 * may view its room, and to anyone who attended it; the full attendee list is for the room's owner,
 * the meeting's leader and the manage area, others see their own entry (service-area 2.10).
 */

interface MeetAccess {
  meet: MeetRow;
  room: RoomRow;
  /** Owner, leader or manage area. */
  full: boolean;
}

async function meetAccess(ctx: RequestContext, me: AuthInfo, meetCode: string, roomCode?: string): Promise<MeetAccess> {
  const meet = await repo.findMeetByCode(ctx.db, me.companyIdx, meetCode);
  const room = meet ? await findRoomByIdx(ctx.db, meet.roomIdx) : null;
  if (!meet || !room || (roomCode !== undefined && room.roomCode !== roomCode)) throw new AppError(ErrorCode.NOT_FOUND);
  const access = await accessTo(ctx, me, room);
  const full = mayManage(access) || meet.leaderUserIdx === me.userIdx;
  if (!full && !mayView(access) && !(await repo.isAttendee(ctx.db, meet.meetIdx, me.userIdx))) throw new AppError(ErrorCode.NOT_FOUND);
  return { meet, room, full };
}

async function viewOf(ctx: RequestContext, meet: MeetRow) {
  const [view] = await meetViews(ctx.db, [meet], ctx.runtime.clock());
  if (!view) throw new AppError(ErrorCode.NOT_FOUND);
  return view;
}

async function inviteLookup(ctx: RequestContext, room: RoomRow, company: CompanyRow): Promise<InviteLookup> {
  const live = await repo.findLiveMeet(ctx.db, room.roomIdx);
  return {
    result: {
      meetCode: live?.meetCode ?? '0',
      meetTitle: live?.meetTitle ?? room.roomTitle,
      roomCode: room.roomCode,
      roomTitle: room.roomTitle,
      passwordRequired: room.passwordHash !== null,
      anyoneOpen: room.anyoneOpen,
    },
    defaultSetting: { company: { code: company.companyCode, id: company.companyId, name: company.companyName } },
    roomCategoryCd: room.roomCategoryCd,
    inviteCode: room.inviteCode,
  };
}

export async function viewMeet(input: CommandParsedInput<'meet.VIEW'>, ctx: RequestContext): Promise<CommandData<'meet.VIEW'>> {
  const me = requireAuth(ctx);
  const { meet } = await meetAccess(ctx, me, input.meetCode, input.roomCode);
  return { result: await viewOf(ctx, meet) };
}

export async function viewInvite(input: CommandParsedInput<'meet.VIEW_INVITE'>, ctx: RequestContext): Promise<CommandData<'meet.VIEW_INVITE'>> {
  const me = requireAuth(ctx);
  const room = await findRoomByInviteCode(ctx.db, input.inviteCode);
  const company = await findCompanyByIdx(ctx.db, me.companyIdx);
  if (!room || !company || room.companyIdx !== me.companyIdx) throw new AppError(ErrorCode.INVALID_INVITE);
  return inviteLookup(ctx, room, company);
}

/** GET /open/meet VIEW: the invite page's lookup; a company named in the link must be the room's. */
export async function openViewInvite(input: CommandParsedInput<'openMeet.VIEW'>, ctx: RequestContext): Promise<CommandData<'openMeet.VIEW'>> {
  const room = await findRoomByInviteCode(ctx.db, input.inviteCode);
  if (!room) throw new AppError(ErrorCode.INVALID_INVITE);
  const named = input.companyId !== undefined || input.companyCode !== undefined;
  const company = named ? await resolveCompany(ctx.db, input).catch(() => null) : await findCompanyByIdx(ctx.db, room.companyIdx);
  if (!company || company.companyIdx !== room.companyIdx) throw new AppError(ErrorCode.INVALID_INVITE);
  return inviteLookup(ctx, room, company);
}

export async function openViewMeet(input: CommandParsedInput<'openMeet.OPEN_VIEW'>, ctx: RequestContext): Promise<CommandData<'openMeet.OPEN_VIEW'>> {
  const meet = await repo.findMeetByCodeAnyCompany(ctx.db, input.meetCode);
  if (!meet) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  const view = await viewOf(ctx, meet);
  return {
    result: { meetCode: view.meetCode, meetTitle: view.meetTitle, live: view.live, startDatetime: view.startDatetime, currentUserNum: view.currentUserNum },
  };
}

export async function listMeets(input: CommandParsedInput<'meet.LIST'>, ctx: RequestContext): Promise<CommandData<'meet.LIST'>> {
  const me = requireAuth(ctx);
  let roomIdx: number | undefined;
  if (input.roomCode !== undefined) roomIdx = (await viewableRoom(ctx, me, input.roomCode)).room.roomIdx;
  else if (!isManageCall(ctx)) throw new AppError(ErrorCode.FORBIDDEN);
  const { rows, total } = await repo.listMeets(ctx.db, {
    companyIdx: me.companyIdx,
    roomIdx,
    live: input.live,
    keyword: input.searchKeyword,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return { resultPage: toPage(await meetViews(ctx.db, rows, ctx.runtime.clock()), input.page, input.size, total) };
}

export async function listMeetUsers(input: CommandParsedInput<'meetUser.LIST'>, ctx: RequestContext): Promise<CommandData<'meetUser.LIST'>> {
  const me = requireAuth(ctx);
  const { meet, full } = await meetAccess(ctx, me, input.meetCode, input.roomCode);
  let list = summarizeAttendance(await repo.attendanceRows(ctx.db, meet.meetIdx), ctx.runtime.clock());
  if (!full) list = list.filter((a) => a.userIdx === me.userIdx);
  if (input.withoutQuit) list = list.filter((a) => a.online);
  return { resultList: list };
}

/**
 * Closes a live class: its leader (or the room's owner) from the room card, or the manage area's
 * monitoring (monitor function on). With remove, the room goes too, for those who may remove it.
 */
export async function closeJoin(input: CommandParsedInput<'roomJoin.CLOSE'>, ctx: RequestContext): Promise<CommandData<'roomJoin.CLOSE'>> {
  const me = requireAuth(ctx);
  const room = await loadRoom(ctx, me, input.roomCode);
  const access = await accessTo(ctx, me, room);
  const meet = await repo.findMeetByCode(ctx.db, me.companyIdx, input.meetCode);
  if (!meet || meet.roomIdx !== room.roomIdx || meet.liveRoomIdx === null) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  const leader = access.owner || meet.leaderUserIdx === me.userIdx;
  const monitor = access.manager && isFuncOn((await companyOf(ctx, me)).config, FuncFlag.MONITOR);
  if (!leader && !monitor) throw new AppError(mayView(access) ? ErrorCode.FORBIDDEN : ErrorCode.NOT_FOUND);
  const closed = await endMeet(ctx.db, meet, ctx.runtime.clock());
  let removed = false;
  if (input.remove && mayManage(access)) {
    await updateRoom(ctx.db, room.roomIdx, { roomStatusCd: RoomStatus.CLOSE });
    removed = true;
  }
  return { result: { meetCode: meet.meetCode, closed, removed } };
}
