import { ATTENDEE_STALE_SEC } from '@boda/contract';
import { and, countDistinct, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companies,
  meets,
  meetUserJoins,
  meetUsers,
  statsConcurrentHourly,
  statsDaily,
  statsDailyUsers,
  statsMonthlyUsers,
} from '../../db/schema';
import { localTime } from './calendar';

/*
 * The rollups kept up to date as things happen (README "Statistics"): a class-client join adds to the
 * day's joins, the day's and month's accounts and the hour's concurrency peak; an opened meeting adds
 * to the day's classes. The sampler job (job.ts) records the concurrency of hours without joins.
 */

export async function companyTimeZone(db: Db, companyIdx: number): Promise<string> {
  const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.companyIdx, companyIdx)).limit(1);
  return row?.timeZone ?? 'UTC';
}

/** Accounts with a live class-client session in the company now (a silent client counts until it is stale). */
export async function currentConcurrency(db: Db, companyIdx: number, now: Date): Promise<number> {
  const [row] = await currentConcurrencyQuery(db, companyIdx, now);
  return Number(row?.n ?? 0);
}

/** currentConcurrency's statement, unrun: also a scalar subquery of a larger statement (license.ts licenseUsageNow). */
export function currentConcurrencyQuery(db: Db, companyIdx: number, now: Date) {
  return db
    .select({ n: countDistinct(meetUsers.userIdx) })
    .from(meetUserJoins)
    .innerJoin(meets, eq(meets.meetIdx, meetUserJoins.meetIdx))
    .innerJoin(meetUsers, eq(meetUsers.meetUserIdx, meetUserJoins.meetUserIdx))
    .where(and(eq(meets.companyIdx, companyIdx), isNotNull(meets.liveRoomIdx), ...presentNow(now)));
}

function presentNow(now: Date) {
  return [isNull(meetUserJoins.quitDatetime), gte(meetUserJoins.lastSeenDatetime, new Date(now.getTime() - ATTENDEE_STALE_SEC * 1000))];
}

/** Whether the account has a live session in the company now (it holds a concurrency seat already). */
export async function isPresent(db: Db, companyIdx: number, userIdx: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(meetUserJoins)
    .innerJoin(meets, eq(meets.meetIdx, meetUserJoins.meetIdx))
    .innerJoin(meetUsers, eq(meetUsers.meetUserIdx, meetUserJoins.meetUserIdx))
    .where(and(eq(meets.companyIdx, companyIdx), isNotNull(meets.liveRoomIdx), eq(meetUsers.userIdx, userIdx), ...presentNow(now)))
    .limit(1);
  return rows.length > 0;
}

/** Raises the hour's peak to `value` (never lowers it). */
export async function recordConcurrency(db: Db, companyIdx: number, timeZone: string, at: Date, value: number): Promise<void> {
  const local = localTime(at, timeZone);
  await db
    .insert(statsConcurrentHourly)
    .values({ companyIdx, logDate: local.date, hour: local.hour, peak: value })
    .onConflictDoUpdate({
      target: [statsConcurrentHourly.companyIdx, statsConcurrentHourly.logDate, statsConcurrentHourly.hour],
      set: { peak: sql`greatest(${statsConcurrentHourly.peak}, excluded.peak)` },
    });
}

/**
 * A class-client session of `userIdx` began at `at`: call in the transaction that writes the join row
 * (its counts commit with it), with the company's time zone when the caller has it.
 */
export async function recordJoin(tx: Db, companyIdx: number, userIdx: number, at: Date, zone?: string): Promise<void> {
  const timeZone = zone ?? (await companyTimeZone(tx, companyIdx));
  const local = localTime(at, timeZone);
  const inserted = await tx
    .insert(statsDailyUsers)
    .values({ companyIdx, logDate: local.date, userIdx, joinCount: 1 })
    .onConflictDoNothing()
    .returning({ userIdx: statsDailyUsers.userIdx });
  if (inserted.length === 0) {
    await tx
      .update(statsDailyUsers)
      .set({ joinCount: sql`${statsDailyUsers.joinCount} + 1` })
      .where(
        and(eq(statsDailyUsers.companyIdx, companyIdx), eq(statsDailyUsers.logDate, local.date), eq(statsDailyUsers.userIdx, userIdx)),
      );
  }
  await tx
    .insert(statsMonthlyUsers)
    .values({ companyIdx, logMonth: local.ym, userIdx, firstDate: local.date, joinCount: 1 })
    .onConflictDoUpdate({
      target: [statsMonthlyUsers.companyIdx, statsMonthlyUsers.logMonth, statsMonthlyUsers.userIdx],
      set: { joinCount: sql`${statsMonthlyUsers.joinCount} + 1` },
    });
  const newAccount = inserted.length > 0 ? 1 : 0;
  await tx
    .insert(statsDaily)
    .values({ companyIdx, logDate: local.date, joinCount: 1, userCount: newAccount })
    .onConflictDoUpdate({
      target: [statsDaily.companyIdx, statsDaily.logDate],
      set: { joinCount: sql`${statsDaily.joinCount} + 1`, userCount: sql`${statsDaily.userCount} + ${newAccount}` },
    });
  await recordConcurrency(tx, companyIdx, timeZone, at, await currentConcurrency(tx, companyIdx, at));
}

/** A meeting was opened at `at`. */
export async function recordOpen(db: Db, companyIdx: number, at: Date): Promise<void> {
  const local = localTime(at, await companyTimeZone(db, companyIdx));
  await db
    .insert(statsDaily)
    .values({ companyIdx, logDate: local.date, openCount: 1 })
    .onConflictDoUpdate({ target: [statsDaily.companyIdx, statsDaily.logDate], set: { openCount: sql`${statsDaily.openCount} + 1` } });
}

/** The sampler: every company with live attendance records its current concurrency in the current hour. */
export async function sampleConcurrencyAcrossCompanies(db: Db, now: Date): Promise<number> {
  const live = await db
    .selectDistinct({ companyIdx: meets.companyIdx, timeZone: companies.timeZone })
    .from(meets)
    .innerJoin(companies, eq(companies.companyIdx, meets.companyIdx))
    .where(isNotNull(meets.liveRoomIdx));
  for (const { companyIdx, timeZone } of live) {
    await recordConcurrency(db, companyIdx, timeZone, now, await currentConcurrency(db, companyIdx, now));
  }
  return live.length;
}
