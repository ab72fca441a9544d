import { type CommandData, type CommandParsedInput, ErrorCode, type StatsRow } from '@boda/contract';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { daysOfMonth, localTime } from './calendar';
import { licenseUsageOf } from './license';
import * as repo from './repository';

/* /boda/license, /boda/licenseStats, /boda/concurrentStats, /boda/statsMeet, /boda/licenseLog (contract/src/api/stats.ts). */

function row(fields: Partial<StatsRow> & { logDate: string }): StatsRow {
  return { userCount: 0, licenseUsage: 0, resultCount: 0, customInt1: 0, joinCount: 0, userId: '', userName: '', ...fields };
}

function today(ctx: SignedInContext) {
  return localTime(ctx.runtime.clock(), ctx.company.timeZone);
}

/** A month after the company's current one has no statistics: refused rather than answered empty. */
function pastOrCurrentMonth(ctx: SignedInContext, ym: string): string {
  if (ym > today(ctx).ym) throw new AppError(ErrorCode.BAD_PARAMETER, 'The month is in the future.');
  return ym;
}

function pastOrCurrentDay(ctx: SignedInContext, date: string): string {
  if (date > today(ctx).date) throw new AppError(ErrorCode.BAD_PARAMETER, 'The day is in the future.');
  return date;
}

export async function getLicense(_input: CommandParsedInput<'license.GET'>, ctx: SignedInContext): Promise<CommandData<'license.GET'>> {
  const { company } = ctx;
  const now = ctx.runtime.clock();
  const { usage, peak } = await licenseUsageOf(ctx.db, company, now);
  const local = localTime(now, company.timeZone);
  return {
    result: {
      licenseTypeCd: company.licenseTypeCd,
      licenseUsage: usage,
      licenseCount: company.licenseCount,
      peakUsage: peak,
      expireDate: company.licenseExpireDate,
      timeZone: company.timeZone,
      currentYm: local.ym,
      today: local.date,
    },
  };
}

export async function concurrentChart(
  input: CommandParsedInput<'licenseStatsConcurrent.LIST_CHART'>,
  ctx: SignedInContext,
): Promise<CommandData<'licenseStatsConcurrent.LIST_CHART'>> {
  const ym = pastOrCurrentMonth(ctx, input.searchYm);
  const peaks = new Map((await repo.dailyPeaks(ctx.db, ctx.company.companyIdx, ym)).map((r) => [r.logDate, Number(r.peak ?? 0)]));
  return { resultList: daysOfMonth(ym).map((d) => row({ logDate: d, licenseUsage: peaks.get(d) ?? 0, userCount: peaks.get(d) ?? 0 })) };
}

export async function accountChart(
  input: CommandParsedInput<'licenseStatsJoin.LIST_CHART'>,
  ctx: SignedInContext,
): Promise<CommandData<'licenseStatsJoin.LIST_CHART'>> {
  const ym = pastOrCurrentMonth(ctx, input.searchYm);
  const fresh = new Map((await repo.newAccountsPerDay(ctx.db, ctx.company.companyIdx, ym)).map((r) => [r.logDate, Number(r.n)]));
  const daily = new Map((await repo.dailyRows(ctx.db, ctx.company.companyIdx, ym)).map((r) => [r.logDate, r]));
  let sofar = 0;
  return {
    resultList: daysOfMonth(ym).map((d) => {
      sofar += fresh.get(d) ?? 0;
      return row({ logDate: d, licenseUsage: sofar, userCount: daily.get(d)?.userCount ?? 0, customInt1: fresh.get(d) ?? 0 });
    }),
  };
}

export async function hourlyChart(
  input: CommandParsedInput<'concurrentStats.LIST_CHART'>,
  ctx: SignedInContext,
): Promise<CommandData<'concurrentStats.LIST_CHART'>> {
  const date = pastOrCurrentDay(ctx, input.searchDate);
  const peaks = new Map((await repo.hourlyPeaks(ctx.db, ctx.company.companyIdx, date)).map((r) => [r.hour, r.peak]));
  return {
    resultList: Array.from({ length: 24 }, (_v, h) =>
      row({ logDate: `${date}T${String(h).padStart(2, '0')}`, licenseUsage: peaks.get(h) ?? 0, userCount: peaks.get(h) ?? 0 }),
    ),
  };
}

async function monthDaily(ctx: SignedInContext, searchYm: string) {
  const ym = pastOrCurrentMonth(ctx, searchYm);
  const daily = new Map((await repo.dailyRows(ctx.db, ctx.company.companyIdx, ym)).map((r) => [r.logDate, r]));
  return daysOfMonth(ym).map((d) => ({ d, r: daily.get(d) }));
}

export async function openChart(
  input: CommandParsedInput<'statsMeet.LIST_OPEN_CHART'>,
  ctx: SignedInContext,
): Promise<CommandData<'statsMeet.LIST_OPEN_CHART'>> {
  return { resultList: (await monthDaily(ctx, input.searchYm)).map(({ d, r }) => row({ logDate: d, resultCount: r?.openCount ?? 0 })) };
}

export async function joinChart(
  input: CommandParsedInput<'statsMeet.LIST_JOIN_CHART'>,
  ctx: SignedInContext,
): Promise<CommandData<'statsMeet.LIST_JOIN_CHART'>> {
  return {
    resultList: (await monthDaily(ctx, input.searchYm)).map(({ d, r }) =>
      row({ logDate: d, joinCount: r?.joinCount ?? 0, userCount: r?.userCount ?? 0, resultCount: r?.openCount ?? 0 }),
    ),
  };
}

export async function dayAccounts(
  input: CommandParsedInput<'licenseLogJoin.LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'licenseLogJoin.LIST'>> {
  const date = pastOrCurrentDay(ctx, input.searchDate);
  const { rows, total } = await repo.dayAccounts(ctx.db, ctx.company.companyIdx, date, input.page, input.size);
  return {
    resultPage: {
      content: rows.map((r) => row({ logDate: date, userId: r.userId, userName: r.userName, joinCount: r.joinCount })),
      page: input.page,
      size: input.size,
      total,
      first: input.page === 1,
      last: input.page * input.size >= total,
    },
  };
}

export async function monthAccounts(
  input: CommandParsedInput<'licenseLogJoin.LIST_TOTAL'>,
  ctx: SignedInContext,
): Promise<CommandData<'licenseLogJoin.LIST_TOTAL'>> {
  const ym = pastOrCurrentMonth(ctx, input.searchYm);
  const rows = await repo.monthAccounts(ctx.db, ctx.company.companyIdx, ym);
  return {
    resultList: rows.map((r) => row({ logDate: r.firstDate, userId: r.userId, userName: r.userName, joinCount: Number(r.joinCount) })),
    dates: [...new Set(rows.map((r) => r.firstDate))],
  };
}
