import {
  ClassroomEndReason,
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  type InviteLookup,
  RoomStatus,
  toPage,
} from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import type { CompanyRow } from '../../db/schema';
import type { CompanyMeet, CompanyRoom } from '../../db/scoped';
import { AppError } from '../../errors';
import type { OpenContext, SignedInContext } from '../../http/context';
import { findCompanyByIdx, resolveCompany } from '../company';
import { findLiveMeet, findRoomByInviteCodeAcrossCompanies, findRoomByInviteCodeInCompany, updateRoom } from '../room';
import { summarizeAttendance } from './attendance';
import { endMeet } from './lifecycle';
import * as repo from './repository';
import { meetViews } from './views';

/*
 * Meetings, attendance lists, invite lookups and closing a class. Who sees what is the meet
 * policies' (server/src/auth/policies/meet.ts): whoever may view the room or attended it sees the
 * meeting; the full attendee list is for the owner, the leader and the manage area.
 */

async function viewOf(ctx: OpenContext, meet: CompanyMeet) {
  const [view] = await meetViews(ctx.db, meet.companyIdx, [meet], ctx.runtime.clock());
  if (!view) throw new AppError(ErrorCode.NOT_FOUND);
  return view;
}

async function inviteLookup(ctx: OpenContext, room: CompanyRoom, company: CompanyRow): Promise<InviteLookup> {
  const live = await findLiveMeet(ctx.db, room);
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

export async function viewMeet(input: CommandParsedInput<'meet.VIEW'>, ctx: SignedInContext): Promise<CommandData<'meet.VIEW'>> {
  const { meet } = await requireAccess(ctx, 'meet.view', input.meetCode, input.roomCode);
  return { result: await viewOf(ctx, meet) };
}

export async function viewInvite(
  input: CommandParsedInput<'meet.VIEW_INVITE'>,
  ctx: SignedInContext,
): Promise<CommandData<'meet.VIEW_INVITE'>> {
  const room = await requireAccess(ctx, 'room.invite', input.inviteCode);
  return inviteLookup(ctx, room, ctx.company);
}

/** GET /open/meet VIEW: the invite page's lookup; a company named in the link must be the room's. */
export async function openViewInvite(input: CommandParsedInput<'openMeet.VIEW'>, ctx: OpenContext): Promise<CommandData<'openMeet.VIEW'>> {
  const named = input.companyId !== undefined || input.companyCode !== undefined;
  // A company the link names is where the room is looked for; without one, the code names the company.
  const namedCompany = named ? await resolveCompany(ctx.db, input).catch(() => null) : null;
  const room = !named
    ? await findRoomByInviteCodeAcrossCompanies(ctx.db, input.inviteCode)
    : namedCompany && (await findRoomByInviteCodeInCompany(ctx.db, namedCompany.companyIdx, input.inviteCode));
  if (!room) throw new AppError(ErrorCode.INVALID_INVITE);
  const company = namedCompany ?? (await findCompanyByIdx(ctx.db, room.companyIdx));
  if (!company) throw new AppError(ErrorCode.INVALID_INVITE);
  return inviteLookup(ctx, room, company);
}

export async function openViewMeet(
  input: CommandParsedInput<'openMeet.OPEN_VIEW'>,
  ctx: OpenContext,
): Promise<CommandData<'openMeet.OPEN_VIEW'>> {
  const meet = await repo.findMeetByCodeAcrossCompanies(ctx.db, input.meetCode);
  if (!meet) throw new AppError(ErrorCode.MEETING_NOT_EXISTING);
  const view = await viewOf(ctx, meet);
  return {
    result: {
      meetCode: view.meetCode,
      meetTitle: view.meetTitle,
      live: view.live,
      startDatetime: view.startDatetime,
      currentUserNum: view.currentUserNum,
    },
  };
}

export async function listMeets(input: CommandParsedInput<'meet.LIST'>, ctx: SignedInContext): Promise<CommandData<'meet.LIST'>> {
  const me = ctx.auth;
  let roomIdx: number | undefined;
  if (input.roomCode !== undefined) roomIdx = (await requireAccess(ctx, 'room.view', input.roomCode)).room.roomIdx;
  else requireAccess(ctx, 'company.listAll');
  const { rows, total } = await repo.listMeets(ctx.db, {
    companyIdx: me.companyIdx,
    roomIdx,
    live: input.live,
    keyword: input.searchKeyword,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return { resultPage: toPage(await meetViews(ctx.db, me.companyIdx, rows, ctx.runtime.clock()), input.page, input.size, total) };
}

export async function listMeetUsers(
  input: CommandParsedInput<'meetUser.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'meetUser.LIST'>> {
  const me = ctx.auth;
  const { meet, full } = await requireAccess(ctx, 'meet.view', input.meetCode, input.roomCode);
  let list = summarizeAttendance(await repo.attendanceRows(ctx.db, meet), ctx.runtime.clock());
  if (!full) list = list.filter((a) => a.userIdx === me.userIdx);
  if (input.withoutQuit) list = list.filter((a) => a.online);
  return { resultList: list };
}

/**
 * Closes a live class: its leader (or the room's owner) from the room card, or the manage area's
 * monitoring (monitor function on). With remove, the room goes too, for those who may remove it.
 */
export async function closeJoin(input: CommandParsedInput<'roomJoin.CLOSE'>, ctx: SignedInContext): Promise<CommandData<'roomJoin.CLOSE'>> {
  const { room, meet, mayRemove, leader } = await requireAccess(ctx, 'meet.close', input.roomCode, input.meetCode);
  const closed = await endMeet(ctx.db, meet, ctx.runtime.clock(), leader ? null : ClassroomEndReason.CLOSED);
  let removed = false;
  if (input.remove && mayRemove) {
    await updateRoom(ctx.db, room, { roomStatusCd: RoomStatus.CLOSE });
    removed = true;
  }
  return { result: { meetCode: meet.meetCode, closed, removed } };
}
