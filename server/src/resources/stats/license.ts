import { ErrorCode, LicenseType, UserStatus } from '@boda/contract';
import { and, between, count, eq, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CompanyRow, statsConcurrentHourly, statsMonthlyUsers, users } from '../../db/schema';
import { AppError } from '../../errors';
import { localTime, monthRange } from './calendar';
import { currentConcurrency, currentConcurrencyQuery, isPresent } from './record';

/*
 * License metering and limits (foundation 3 license types; README "Statistics and license").
 * - concurrency (0): accounts with a live session now; a join that would take a seat beyond the count
 *   is refused (WB-400-061); an account already present (another device, a relaunch) is let in.
 * - registered users (1): accounts in use (status use); creating or re-activating one beyond the count
 *   is refused (WB-400-063).
 * - monthly joining accounts (2): distinct accounts that joined this company month; a new account
 *   beyond the count is refused (WB-400-062), accounts counted this month keep joining.
 * A count of 0 means not metered (no limit).
 */

type LicensedCompany = Pick<CompanyRow, 'companyIdx' | 'licenseTypeCd' | 'licenseCount' | 'timeZone'>;

export interface LicenseUsage {
  usage: number;
  /** Concurrency: this month's highest (at least `usage`); otherwise `usage`. */
  peak: number;
}

async function countOf(query: PromiseLike<Array<{ n: number }>>): Promise<number> {
  return Number((await query)[0]?.n ?? 0);
}

function usersInUseQuery(db: Db, companyIdx: number) {
  return db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), eq(users.userStatusCd, UserStatus.USE)));
}

function monthlyAccountsQuery(db: Db, companyIdx: number, ym: string) {
  return db
    .select({ n: count() })
    .from(statsMonthlyUsers)
    .where(and(eq(statsMonthlyUsers.companyIdx, companyIdx), eq(statsMonthlyUsers.logMonth, ym)));
}

/** The statement counting the license's usage now (one row, `n`), or null for a type that is not metered. */
function usageQuery(db: Db, company: LicensedCompany, now: Date) {
  switch (company.licenseTypeCd) {
    case LicenseType.CONCURRENCY:
      return currentConcurrencyQuery(db, company.companyIdx, now);
    case LicenseType.REGISTERED_USERS:
      return usersInUseQuery(db, company.companyIdx);
    case LicenseType.MONTHLY_JOINING_ACCOUNTS:
      return monthlyAccountsQuery(db, company.companyIdx, localTime(now, company.timeZone).ym);
    default:
      return null;
  }
}

/**
 * The license's usage now as one value of a larger statement (a scalar subquery): a sign-in reads it
 * in the statement that opens its session (session/tokens.ts), not in one of its own.
 */
export function licenseUsageNow(db: Db, company: LicensedCompany, now: Date): SQL<number> {
  const query = usageQuery(db, company, now);
  return (query ? sql`coalesce((${query}), 0)` : sql`0`).mapWith(Number);
}

async function monthPeak(db: Db, companyIdx: number, ym: string): Promise<number> {
  const [row] = await db
    .select({ peak: max(statsConcurrentHourly.peak) })
    .from(statsConcurrentHourly)
    .where(and(eq(statsConcurrentHourly.companyIdx, companyIdx), between(statsConcurrentHourly.logDate, ...monthRange(ym))));
  return Number(row?.peak ?? 0);
}

/** The license's usage now (the sidebar box, /boda/license GET, bodaSetting.license). */
export async function licenseUsageOf(db: Db, company: LicensedCompany, now: Date): Promise<LicenseUsage> {
  const query = usageQuery(db, company, now);
  const usage = query ? await countOf(query) : 0;
  if (company.licenseTypeCd !== LicenseType.CONCURRENCY) return { usage, peak: usage };
  return { usage, peak: Math.max(usage, await monthPeak(db, company.companyIdx, localTime(now, company.timeZone).ym)) };
}

/**
 * Refuses a join that the license cannot take: `userIdx` null is a guest not made yet (always a new
 * account and a new seat). Call before the join is admitted (ticket) and again when the class client joins.
 */
export async function assertJoinAllowed(db: Db, company: LicensedCompany, userIdx: number | null, now: Date): Promise<void> {
  if (company.licenseCount <= 0) return;
  if (company.licenseTypeCd === LicenseType.CONCURRENCY) {
    if (userIdx !== null && (await isPresent(db, company.companyIdx, userIdx, now))) return;
    if ((await currentConcurrency(db, company.companyIdx, now)) >= company.licenseCount) {
      throw new AppError(ErrorCode.LICENSE_CONCURRENCY_FULL);
    }
  } else if (company.licenseTypeCd === LicenseType.MONTHLY_JOINING_ACCOUNTS) {
    const { ym } = localTime(now, company.timeZone);
    if (userIdx !== null) {
      const counted = await db
        .select({ userIdx: statsMonthlyUsers.userIdx })
        .from(statsMonthlyUsers)
        .where(
          and(
            eq(statsMonthlyUsers.companyIdx, company.companyIdx),
            eq(statsMonthlyUsers.logMonth, ym),
            eq(statsMonthlyUsers.userIdx, userIdx),
          ),
        )
        .limit(1);
      if (counted.length > 0) return;
    }
    if ((await countOf(monthlyAccountsQuery(db, company.companyIdx, ym))) >= company.licenseCount) {
      throw new AppError(ErrorCode.LICENSE_MONTHLY_ACCOUNTS_FULL);
    }
  }
}

/** Advisory lock namespace of license admissions (any constant unique to this use). */
const LICENSE_LOCK = 4_015_061;

/**
 * Admits a join inside the transaction that writes it: a company's admissions wait for each other
 * (a transaction-scoped advisory lock, PGlite and PostgreSQL), so two joins racing for the last seat
 * or account cannot both pass the check. Unmetered companies take no lock.
 */
export async function admitJoin(tx: Db, company: LicensedCompany, userIdx: number | null, now: Date): Promise<void> {
  if (company.licenseCount <= 0 || company.licenseTypeCd === LicenseType.REGISTERED_USERS) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${LICENSE_LOCK}, ${company.companyIdx})`);
  await assertJoinAllowed(tx, company, userIdx, now);
}

/** How many more accounts in use a registered-users license takes; null when none is metered. */
export async function userSlotsLeft(db: Db, company: LicensedCompany): Promise<number | null> {
  if (company.licenseTypeCd !== LicenseType.REGISTERED_USERS || company.licenseCount <= 0) return null;
  return Math.max(0, company.licenseCount - (await countOf(usersInUseQuery(db, company.companyIdx))));
}

/**
 * Refuses `adding` more accounts in use beyond a registered-users license. `what` names the batch in
 * the message (e.g. "the spreadsheet"), which then says how many still fit.
 */
export async function assertUserSlots(db: Db, company: LicensedCompany, adding: number, what?: string): Promise<void> {
  if (adding <= 0) return;
  const left = await userSlotsLeft(db, company);
  if (left === null || adding <= left) return;
  if (what === undefined) throw new AppError(ErrorCode.LICENSE_USERS_FULL);
  const message = `The registered-users license has room for ${left} more account(s); ${what} would add ${adding}. Nothing was imported.`;
  throw new AppError(ErrorCode.LICENSE_USERS_FULL, message, [{ path: 'uploadFile', message }]);
}
