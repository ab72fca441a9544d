import { type CommandData, type CommandParsedInput, ErrorCode, type MeetFee, toPage, UserType } from '@boda/contract';
import { isManageCall } from '../../auth/policies';
import type { Db } from '../../db/client';
import { iso } from '../../db/sql';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { attendanceRows, summarizeAttendance } from '../meet';
import { companyTimeZone, dayStart, monthAround, nextDay } from '../stats';
import * as repo from './repository';
import { meetingPrice, type SettledAttendee, settler } from './settlement';

/*
 * Settlement (contract/src/api/charges.ts). The scope comes from the area and the caller: the manage
 * area sees the company (one leader's meetings when asked), a teacher in the service area the meetings
 * they led (class settlement), a student the meetings they attended (class record: their own entry,
 * no unit price or amount).
 */

/** Longest range one call settles (a year and a day). */
const RANGE_DAYS_MAX = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SettlementRange {
  first: string;
  last: string;
  from: Date;
  to: Date;
}

/** The period asked for (default: the current month), as days and instants in the company's time zone. */
export function resolveRange(input: { searchStartDate?: string; searchEndDate?: string }, now: Date, timeZone: string): SettlementRange {
  const month = monthAround(now, timeZone);
  const first = input.searchStartDate ?? month.first;
  const from = dayStart(first, timeZone);
  if (Number.isNaN(from.getTime())) throw fieldError('searchStartDate', 'Not a date.');
  const last = input.searchEndDate ?? (input.searchStartDate === undefined ? month.last : monthAround(from, timeZone).last);
  const to = dayStart(nextDay(last), timeZone);
  if (Number.isNaN(to.getTime())) throw fieldError('searchEndDate', 'Not a date.');
  if (to <= from) throw fieldError('searchEndDate', 'The end date must not be before the start date.');
  if (to.getTime() - from.getTime() > RANGE_DAYS_MAX * DAY_MS) throw fieldError('searchEndDate', 'At most a year.');
  return { first, last, from, to };
}

export interface Settled {
  row: repo.SettlementMeet;
  attendees: SettledAttendee[];
}

/** Every meeting of the filter with its attendees and amounts. */
export async function settleRange(db: Db, filter: repo.SettlementFilter): Promise<Settled[]> {
  const rows = await repo.rangeMeets(db, filter);
  const meetIdxs = rows.map((r) => r.meet.meetIdx);
  const roomIdxs = [...new Set(rows.map((r) => r.meet.roomIdx))];
  const [joined, members, fees] = await Promise.all([repo.joinedOf(db, meetIdxs), repo.membersOf(db, roomIdxs), repo.feesOf(db, meetIdxs)]);
  const people = [...new Set([...joined, ...members].map((p) => p.userIdx))];
  const periods = await repo.pricesOf(db, filter.companyIdx, people, roomIdxs);
  const timeZone = await companyTimeZone(db, filter.companyIdx);
  const settle = settler({ joined, members, periods, fees, timeZone });
  return rows.map((row) => ({ row, attendees: settle(row) }));
}

const isRecord = (ctx: SignedInContext) => !isManageCall(ctx) && ctx.auth.userTypeCd === UserType.STUDENT;

export function filterFor(
  ctx: SignedInContext,
  input: { leaderIdx?: number; roomCategoryCdList: number[] },
  range: SettlementRange,
): repo.SettlementFilter {
  const manage = isManageCall(ctx);
  const record = isRecord(ctx);
  return {
    companyIdx: ctx.auth.companyIdx,
    from: range.from,
    to: range.to,
    roomCategories: input.roomCategoryCdList,
    // The service area's leader is always the caller (a leaderIdx there is ignored).
    leaderIdx: manage ? input.leaderIdx : record ? undefined : ctx.auth.userIdx,
    attendeeIdx: record ? ctx.auth.userIdx : undefined,
  };
}

async function leadersOf(db: Db, companyIdx: number, userIdxs: number[]) {
  const found = await repo.usersInCompany(db, companyIdx, userIdxs);
  return new Map(found.map((u) => [u.userIdx, u]));
}

export async function list(input: CommandParsedInput<'meetFee.LIST'>, ctx: SignedInContext): Promise<CommandData<'meetFee.LIST'>> {
  const range = resolveRange(input, ctx.runtime.clock(), await companyTimeZone(ctx.db, ctx.auth.companyIdx));
  const record = isRecord(ctx);
  const settled = await settleRange(ctx.db, filterFor(ctx, input, range));
  const totalAmount = record ? null : settled.reduce((sum, s) => sum + s.attendees.reduce((n, a) => n + a.amount, 0), 0);
  const page = settled.slice((input.page - 1) * input.size, input.page * input.size);
  const now = ctx.runtime.clock();
  const [leaders, joinTimes] = await Promise.all([
    leadersOf(ctx.db, ctx.auth.companyIdx, [...new Set(page.map((s) => s.row.meet.leaderUserIdx))]),
    Promise.all(
      page.map(async (s) => {
        const summary = summarizeAttendance(await attendanceRows(ctx.db, s.row.meet), now);
        return new Map(summary.map((a) => [a.userIdx, a.totalJoinTimeSec]));
      }),
    ),
  ]);
  const content: MeetFee[] = page.map(({ row, attendees }, i) => {
    const { meet } = row;
    const leader = leaders.get(meet.leaderUserIdx);
    const shown = record ? attendees.filter((a) => a.userIdx === ctx.auth.userIdx) : attendees;
    const price = record ? null : meetingPrice(attendees);
    return {
      meetCode: meet.meetCode,
      roomCode: row.roomCode,
      meetTitle: meet.meetTitle,
      roomCategoryCd: row.roomCategoryCd,
      leaderIdx: meet.leaderUserIdx,
      leaderId: leader?.userId ?? '',
      leaderName: leader?.userName ?? '',
      openDatetime: meet.openDatetime.toISOString(),
      startDatetime: iso(meet.startDatetime),
      endDatetime: iso(meet.endDatetime),
      price: price === null ? null : { price },
      logMeetUser: shown.map((a) => ({
        userIdx: a.userIdx,
        userId: a.userId,
        userName: a.userName,
        userTypeCd: a.userTypeCd,
        attended: a.attended,
        totalJoinTimeSec: joinTimes[i]?.get(a.userIdx) ?? 0,
        amount: record ? null : a.amount,
        saved: record ? false : a.saved,
      })),
    };
  });
  return {
    resultPage: toPage(content, input.page, input.size, settled.length),
    totalAmount,
    searchStartDate: range.first,
    searchEndDate: range.last,
  };
}

export async function save(input: CommandParsedInput<'meetFee.SAVE'>, ctx: SignedInContext): Promise<CommandData<'meetFee.SAVE'>> {
  const meet = await repo.findMeetInCompany(ctx.db, ctx.auth.companyIdx, input.meetCode);
  if (!meet) throw new AppError(ErrorCode.NOT_FOUND, 'The class was not found.');
  // Only someone the settlement lists for this meeting (an attendee or an absentee member) has a fee.
  const [settled] = await settleRange(ctx.db, { companyIdx: ctx.auth.companyIdx, meetIdx: meet.meetIdx, roomCategories: [] });
  if (!settled?.attendees.some((a) => a.userIdx === input.userIdx)) {
    throw new AppError(ErrorCode.NOT_FOUND, 'The user is not an attendee of this class.');
  }
  await repo.upsertFee(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    meetIdx: meet.meetIdx,
    userIdx: input.userIdx,
    amount: input.amount,
    modUserIdx: ctx.auth.userIdx,
  });
  return { result: { meetCode: meet.meetCode, userIdx: input.userIdx, amount: input.amount } };
}
