import {
  CALENDAR_MAX_RANGE_DAYS,
  type CalendarEvent,
  CalendarSearchType,
  calendarFeedPath,
  type CommandData,
  type CommandParsedInput,
  NO_LIMIT_END,
  RoomCategory,
  TEACHER_TYPES,
  toPage,
  type UserTypeCd,
} from '@boda/contract';
import { hashToken, newOpaqueToken } from '../../auth/opaque';
import type { Db } from '../../db/client';
import { fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import * as repo from './repository';

const DAY_MS = 86_400_000;
const NO_LIMIT_MS = new Date(NO_LIMIT_END).getTime();

/** Teachers and open teachers look for the classes they lead; everyone else for the ones they attend. */
export function defaultSearchType(userTypeCd: number): number {
  return TEACHER_TYPES.includes(userTypeCd as UserTypeCd) ? CalendarSearchType.LEADER : CalendarSearchType.ATTENDEE;
}

export function toEvent(row: repo.ClassRow, me: number): CalendarEvent {
  return {
    roomCode: row.roomCode,
    roomTitle: row.roomTitle,
    roomCategoryCd: row.roomCategoryCd,
    roomStatusCd: row.roomStatusCd,
    startDatetime: row.showDatetime.toISOString(),
    endDatetime: row.showEndDatetime.toISOString(),
    noLimit: row.showEndDatetime.getTime() >= NO_LIMIT_MS,
    leaderUserIdx: row.ownerUserIdx,
    leaderName: row.leaderName,
    templateName: row.templateName,
    isLeader: row.ownerUserIdx === me,
  };
}

/** The classes of one user (leader or attendee); shared by the page and the feed. */
export function classesOf(
  db: Db,
  who: { companyIdx: number; userIdx: number },
  searchType: number,
  range: { from: Date; to: Date; limit: number; offset: number; categories?: number[] },
) {
  return repo.listClasses(db, {
    companyIdx: who.companyIdx,
    of: searchType === CalendarSearchType.LEADER ? { leader: who.userIdx } : { attendee: who.userIdx },
    categories: range.categories && range.categories.length > 0 ? range.categories : [RoomCategory.RESERVED],
    from: range.from,
    to: range.to,
    limit: range.limit,
    offset: range.offset,
  });
}

export async function listCalendar(
  input: CommandParsedInput<'calendar.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'calendar.LIST'>> {
  const from = new Date(input.startDate);
  const to = new Date(input.endDate);
  if (to.getTime() < from.getTime())
    throw fieldError('endDate', { message: 'The end may not be before the start.', key: 'dateRange.order' });
  if (to.getTime() - from.getTime() > CALENDAR_MAX_RANGE_DAYS * DAY_MS)
    throw fieldError('endDate', { message: `At most ${CALENDAR_MAX_RANGE_DAYS} days.`, key: 'dateRange.max' });
  const searchType = input.searchType ?? defaultSearchType(ctx.auth.userTypeCd);
  const { rows, total } = await classesOf(ctx.db, ctx.auth, searchType, {
    from,
    to,
    limit: input.size,
    offset: (input.page - 1) * input.size,
    categories: input.roomCategoryCdList,
  });
  return {
    resultPage: toPage(
      rows.map((row) => toEvent(row, ctx.auth.userIdx)),
      input.page,
      input.size,
      total,
    ),
  };
}

export async function getFeed(
  _input: CommandParsedInput<'calendar.feed.GET'>,
  ctx: SignedInContext,
): Promise<CommandData<'calendar.feed.GET'>> {
  const feed = await repo.findFeed(ctx.db, ctx.auth.userIdx);
  return { result: { active: feed !== null, createdDatetime: feed?.regDatetime.toISOString() ?? null } };
}

export async function createFeed(
  _input: CommandParsedInput<'calendar.feed.CREATE'>,
  ctx: SignedInContext,
): Promise<CommandData<'calendar.feed.CREATE'>> {
  const token = newOpaqueToken();
  const saved = await repo.putFeed(ctx.db, {
    userIdx: ctx.auth.userIdx,
    companyIdx: ctx.auth.companyIdx,
    tokenHash: hashToken(token),
    at: ctx.runtime.clock(),
  });
  return { result: { active: true, createdDatetime: saved.regDatetime.toISOString(), feedPath: calendarFeedPath(token) } };
}

export async function revokeFeed(
  _input: CommandParsedInput<'calendar.feed.REVOKE'>,
  ctx: SignedInContext,
): Promise<CommandData<'calendar.feed.REVOKE'>> {
  return { result: { count: await repo.deleteFeed(ctx.db, ctx.auth.userIdx) } };
}
