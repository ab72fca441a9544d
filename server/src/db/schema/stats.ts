import { date, integer, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/*
 * Statistics rollups (manage-area "Statistics", foundation "Statistics refresh"). Written as joins and
 * meetings happen (server/src/resources/stats/record.ts), plus a sampler job for concurrency; the
 * charts read only these tables. Days are calendar days in the company's time zone (companies.time_zone).
 */

/** One company day: sessions joined, distinct joining accounts, classes opened. */
export const statsDaily = pgTable(
  'stats_daily',
  {
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    logDate: date('log_date', { mode: 'string' }).notNull(),
    joinCount: integer('join_count').notNull().default(0),
    userCount: integer('user_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyIdx, t.logDate] })],
);

/** One account's joins on one company day (the account tab's per-day list; distinct accounts per day). */
export const statsDailyUsers = pgTable(
  'stats_daily_users',
  {
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    logDate: date('log_date', { mode: 'string' }).notNull(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    joinCount: integer('join_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyIdx, t.logDate, t.userIdx] })],
);

/** One account that joined in a company month ('2026-11'): the monthly joining accounts are a count of rows. */
export const statsMonthlyUsers = pgTable(
  'stats_monthly_users',
  {
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    logMonth: varchar('log_month', { length: 7 }).notNull(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    /** Sessions joined that month (the monthly account list reads it without summing the days). */
    joinCount: integer('join_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyIdx, t.logMonth, t.userIdx] })],
);

/** Peak simultaneous attendees of a company hour (local hour 0-23 of the company day). */
export const statsConcurrentHourly = pgTable(
  'stats_concurrent_hourly',
  {
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    logDate: date('log_date', { mode: 'string' }).notNull(),
    hour: smallint('hour').notNull(),
    peak: integer('peak').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyIdx, t.logDate, t.hour] })],
);
