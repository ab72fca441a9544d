import { integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { companies } from './companies';
import { users } from './users';

/*
 * Private iCalendar feeds: one per user at most. Only the SHA-256 of the URL's token is kept (as
 * refresh and remember tokens); making a new one replaces the row, revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userIdx: integer('user_idx')
      .primaryKey()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    regDatetime: at('reg_datetime').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash').on(t.tokenHash)],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
