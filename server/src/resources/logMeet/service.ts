import { type CommandData, type CommandParsedInput, LogMeetSearchType, toPage, UserType } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import type { SignedInContext } from '../../http/context';
import { attendanceRows, effectiveQuit, summarizeAttendance } from '../meet';
import { findUsersInCompany } from '../user';
import * as repo from './repository';
import { logMeetViews } from './views';

/* Class results (contract/src/api/logMeet.ts): the class log, one meeting, its attendees, the join history. */

const dateOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value));

export async function list(input: CommandParsedInput<'logMeet.LIST'>, ctx: SignedInContext): Promise<CommandData<'logMeet.LIST'>> {
  const company = input.searchType === LogMeetSearchType.COMPANY;
  // The company's whole log is the manage area's; the service area lists the caller's own classes.
  if (company) requireAccess(ctx, 'company.listAll');
  const { rows, total } = await repo.listLogMeets(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    mineUserIdx: company ? undefined : ctx.auth.userIdx,
    roomCode: input.roomCode,
    from: dateOf(input.searchStartDate),
    to: dateOf(input.searchEndDate),
    keyword: input.searchKeyword,
    filter: input.searchFilter,
    partial: input.searchMatch,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  return { resultPage: toPage(await logMeetViews(ctx.db, ctx.auth.companyIdx, rows), input.page, input.size, total) };
}

export async function view(input: CommandParsedInput<'logMeet.VIEW'>, ctx: SignedInContext): Promise<CommandData<'logMeet.VIEW'>> {
  const { meet, room, permissions } = await requireAccess(ctx, 'logMeet.view', input.meetCode, input.roomCode);
  const [row] = await logMeetViews(ctx.db, ctx.auth.companyIdx, [meet]);
  const [owner] = await findUsersInCompany(ctx.db, ctx.auth.companyIdx, [room.ownerUserIdx]);
  const base = input.withTemplate ? row! : { ...row!, template: null };
  return {
    result: {
      ...base,
      roomTitle: room.roomTitle,
      ownerUser: { userIdx: room.ownerUserIdx, userId: owner?.userId ?? '', userName: owner?.userName ?? '' },
      permissions,
    },
  };
}

export async function listUsers(
  input: CommandParsedInput<'logMeetUser.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'logMeetUser.LIST'>> {
  const { meet, permissions } = await requireAccess(ctx, 'logMeet.view', input.meetCode, input.roomCode);
  const [records, noteOf] = await Promise.all([attendanceRows(ctx.db, meet), repo.classNotesByUser(ctx.db, meet.meetIdx)]);
  let list = summarizeAttendance(records, ctx.runtime.clock());
  // A student sees their own entry only, whichever userId they ask for.
  if (!permissions.allAttendees) list = list.filter((a) => a.userIdx === ctx.auth.userIdx);
  else if (input.userId !== undefined) list = list.filter((a) => a.userId === input.userId);
  // Another attendee's note is named only to whoever may read it (note.view answers the same).
  const readable = (userIdx: number) => permissions.viewOthersNotes || userIdx === ctx.auth.userIdx;
  return { resultList: list.map((a) => ({ ...a, noteIdx: readable(a.userIdx) ? (noteOf.get(a.userIdx) ?? null) : null })) };
}

export async function listJoins(input: CommandParsedInput<'userJoin.LIST'>, ctx: SignedInContext): Promise<CommandData<'userJoin.LIST'>> {
  const now = ctx.runtime.clock();
  const { rows, total } = await repo.listJoinHistory(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    meetCode: input.meetCode,
    userIdx: input.userIdx,
    from: dateOf(input.searchStartDate),
    to: dateOf(input.searchEndDate),
    keyword: input.searchKeyword,
    filter: input.searchFilter,
    partial: input.searchMatch,
    limit: input.size,
    offset: (input.page - 1) * input.size,
  });
  const content = rows.map((r) => {
    const quit = effectiveQuit(r, now);
    return {
      joinIdx: r.joinIdx,
      meetCode: r.meetCode,
      roomCode: r.roomCode,
      meetTitle: r.meetTitle,
      user: { userIdx: r.userIdx, userId: r.userId, userName: r.userName },
      userTypeCd: r.userTypeCd,
      joinDatetime: r.joinDatetime.toISOString(),
      quitDatetime: quit ? quit.toISOString() : null,
      durationSec: Math.max(0, Math.floor(((quit ?? now).getTime() - r.joinDatetime.getTime()) / 1000)),
      monitor: r.userTypeCd === UserType.MONITOR,
    };
  });
  return { resultPage: toPage(content, input.page, input.size, total) };
}
