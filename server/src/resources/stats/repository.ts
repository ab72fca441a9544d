import { and, asc, between, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { statsConcurrentHourly, statsDaily, statsDailyUsers, statsMonthlyUsers, users } from '../../db/schema';
import { monthRange } from './calendar';

/* Chart reads: each is one indexed range read of a rollup table (at most a month of rows). */

export async function dailyRows(db: Db, companyIdx: number, ym: string) {
  return db
    .select({
      logDate: statsDaily.logDate,
      joinCount: statsDaily.joinCount,
      userCount: statsDaily.userCount,
      openCount: statsDaily.openCount,
    })
    .from(statsDaily)
    .where(and(eq(statsDaily.companyIdx, companyIdx), between(statsDaily.logDate, ...monthRange(ym))));
}

export async function dailyPeaks(db: Db, companyIdx: number, ym: string) {
  return db
    .select({ logDate: statsConcurrentHourly.logDate, peak: max(statsConcurrentHourly.peak) })
    .from(statsConcurrentHourly)
    .where(and(eq(statsConcurrentHourly.companyIdx, companyIdx), between(statsConcurrentHourly.logDate, ...monthRange(ym))))
    .groupBy(statsConcurrentHourly.logDate);
}

export async function hourlyPeaks(db: Db, companyIdx: number, date: string) {
  return db
    .select({ hour: statsConcurrentHourly.hour, peak: statsConcurrentHourly.peak })
    .from(statsConcurrentHourly)
    .where(and(eq(statsConcurrentHourly.companyIdx, companyIdx), eq(statsConcurrentHourly.logDate, date)));
}

/** New accounts of the month per day (the day each account first joined). */
export async function newAccountsPerDay(db: Db, companyIdx: number, ym: string) {
  return db
    .select({ logDate: statsMonthlyUsers.firstDate, n: count() })
    .from(statsMonthlyUsers)
    .where(and(eq(statsMonthlyUsers.companyIdx, companyIdx), eq(statsMonthlyUsers.logMonth, ym)))
    .groupBy(statsMonthlyUsers.firstDate);
}

const accountColumns = { userId: users.userId, userName: users.userName };

export async function dayAccounts(db: Db, companyIdx: number, date: string, page: number, size: number) {
  const where = and(eq(statsDailyUsers.companyIdx, companyIdx), eq(statsDailyUsers.logDate, date));
  const [total] = await db.select({ n: count() }).from(statsDailyUsers).where(where);
  const rows = await db
    .select({ ...accountColumns, joinCount: statsDailyUsers.joinCount })
    .from(statsDailyUsers)
    .innerJoin(users, eq(users.userIdx, statsDailyUsers.userIdx))
    .where(where)
    .orderBy(asc(users.userName), asc(users.userId))
    .limit(size)
    .offset((page - 1) * size);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function monthAccounts(db: Db, companyIdx: number, ym: string) {
  return db
    .select({ ...accountColumns, firstDate: statsMonthlyUsers.firstDate, joinCount: statsMonthlyUsers.joinCount })
    .from(statsMonthlyUsers)
    .innerJoin(users, eq(users.userIdx, statsMonthlyUsers.userIdx))
    .where(and(eq(statsMonthlyUsers.companyIdx, companyIdx), eq(statsMonthlyUsers.logMonth, ym)))
    .orderBy(asc(statsMonthlyUsers.firstDate), asc(users.userName));
}
