import { z } from 'zod';
import { Permission } from '../permissions';
import { defineCommand } from './define';
import { dateOnlySchema, pageSchema, pagingInput } from './params';

/*
 * Statistics and license metering (manage-area "Statistics", 3 "Statistics rows" and "License", 7 "Logs,
 * recordings, statistics"; foundation 3 license types, "Statistics refresh"). Every chart reads daily
 * rollups (server/src/resources/stats), never the raw attendance. Days and months are the company's
 * calendar (its time zone); a month after the current one answers WB-400-212.
 */

/** A company month, 'YYYY-MM'. */
export const searchYmSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM');

/** One row of a statistics chart or list (the spec's statistics row; unused fields are 0 or ''). */
export const statsRowSchema = z.object({
  /** 'YYYY-MM-DD' (daily rows) or 'YYYY-MM-DDTHH' (hourly rows of concurrentStats). */
  logDate: z.string(),
  /** Distinct joining accounts of the day (join chart), or the accounts of the month so far (account chart). */
  userCount: z.number().int(),
  /** The day's metered value against the license (peak simultaneous attendees, accounts this month). */
  licenseUsage: z.number().int(),
  /** Classes opened that day (open chart). */
  resultCount: z.number().int(),
  /** Accounts that joined for the first time this month on that day (account chart). */
  customInt1: z.number().int(),
  /** Class-client sessions joined that day. */
  joinCount: z.number().int(),
  userId: z.string(),
  userName: z.string(),
});
export type StatsRow = z.infer<typeof statsRowSchema>;

/** The company's license and its usage now (concurrency: simultaneous attendees; with this month's peak). */
export const licenseStatusSchema = z.object({
  licenseTypeCd: z.number().int(),
  licenseUsage: z.number().int(),
  /** 0: not metered (no limit). */
  licenseCount: z.number().int(),
  /** Concurrency licenses: the highest simultaneous attendance this month (else equal to licenseUsage). */
  peakUsage: z.number().int(),
  expireDate: z.string().nullable(),
  /** The company's time zone, whose calendar days and months the statistics use. */
  timeZone: z.string(),
  /** The company's current month and day ('YYYY-MM', 'YYYY-MM-DD'): the pickers stop there. */
  currentYm: z.string(),
  today: z.string(),
});
export type LicenseStatus = z.infer<typeof licenseStatusSchema>;

/** Usage at or above this share of the count warns operators (the sidebar box). */
export const LICENSE_WARNING_RATIO = 0.9;

const STATS_ACCESS = { area: 'manage', permissions: [Permission.MANAGE_ACCESS] } as const;
const monthInput = z.object({ searchYm: searchYmSchema });
const chartOutput = z.object({ resultList: z.array(statsRowSchema) });
export const STATS_ACCOUNT_PAGE_SIZE = 30;

export const statsCommands = {
  'license.GET': defineCommand({
    method: 'GET',
    path: '/boda/license',
    command: 'GET',
    encoding: 'query',
    resource: { name: 'license', kind: 'read' },
    access: STATS_ACCESS,
    input: z.object({}),
    output: z.object({ result: licenseStatusSchema }),
  }),
  /** Per day of the month: peak simultaneous attendees (licenseUsage). */
  'licenseStatsConcurrent.LIST_CHART': defineCommand({
    method: 'GET',
    path: '/boda/licenseStats/concurrent',
    command: 'LIST_CHART',
    encoding: 'query',
    resource: { name: 'licenseStatsConcurrent', kind: 'read' },
    access: STATS_ACCESS,
    input: monthInput,
    output: chartOutput,
  }),
  /** Per day of the month: joining accounts so far this month (licenseUsage, userCount) and new ones that day (customInt1). */
  'licenseStatsJoin.LIST_CHART': defineCommand({
    method: 'GET',
    path: '/boda/licenseStats/join',
    command: 'LIST_CHART',
    encoding: 'query',
    resource: { name: 'licenseStatsJoin', kind: 'read' },
    access: STATS_ACCESS,
    input: monthInput,
    output: chartOutput,
  }),
  /** One day's hours: peak simultaneous attendees per hour (logDate 'YYYY-MM-DDTHH'). */
  'concurrentStats.LIST_CHART': defineCommand({
    method: 'GET',
    path: '/boda/concurrentStats',
    command: 'LIST_CHART',
    encoding: 'query',
    resource: { name: 'concurrentStats', kind: 'read' },
    access: STATS_ACCESS,
    input: z.object({ searchDate: dateOnlySchema }),
    output: chartOutput,
  }),
  /** Per day of the month: classes opened (resultCount). */
  'statsMeet.LIST_OPEN_CHART': defineCommand({
    method: 'GET',
    path: '/boda/statsMeet',
    command: 'LIST_OPEN_CHART',
    encoding: 'query',
    resource: { name: 'statsMeet', kind: 'read' },
    access: STATS_ACCESS,
    input: monthInput,
    output: chartOutput,
  }),
  /** Per day of the month: sessions joined (joinCount) and distinct joining accounts (userCount). */
  'statsMeet.LIST_JOIN_CHART': defineCommand({
    method: 'GET',
    path: '/boda/statsMeet',
    command: 'LIST_JOIN_CHART',
    encoding: 'query',
    resource: { name: 'statsMeet', kind: 'read' },
    access: STATS_ACCESS,
    input: monthInput,
    output: chartOutput,
  }),
  /** One day's joining accounts (userId, userName, joinCount), by name. */
  'licenseLogJoin.LIST': defineCommand({
    method: 'GET',
    path: '/boda/licenseLog/join',
    command: 'LIST',
    encoding: 'query',
    resource: { name: 'licenseLogJoin', kind: 'read' },
    access: STATS_ACCESS,
    input: z.object({ ...pagingInput(STATS_ACCOUNT_PAGE_SIZE, 50), searchDate: dateOnlySchema }),
    output: z.object({ resultPage: pageSchema(statsRowSchema) }),
  }),
  /** The month's joining accounts (logDate: the first day they joined; joinCount: sessions that month). */
  'licenseLogJoin.LIST_TOTAL': defineCommand({
    method: 'GET',
    path: '/boda/licenseLog/join',
    command: 'LIST_TOTAL',
    encoding: 'query',
    resource: { name: 'licenseLogJoin', kind: 'read' },
    access: STATS_ACCESS,
    input: monthInput,
    output: z.object({ resultList: z.array(statsRowSchema), dates: z.array(z.string()) }),
  }),
} as const;
