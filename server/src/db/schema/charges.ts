import { index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';
import { meets } from './meets';
import { users } from './users';

/* Settlement: fees saved per attendee and meeting (they win over the unit-price default). */

/** The fee of one attendee for one meeting, as an operator saved it in the settlement (won). */
export const meetFees = pgTable(
  'meet_fees',
  {
    feeIdx: serial('fee_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    meetIdx: integer('meet_idx')
      .notNull()
      .references(() => meets.meetIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** Who saved it last (null once that account is gone). */
    modUserIdx: integer('mod_user_idx').references(() => users.userIdx, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('meet_fees_meet_user').on(t.meetIdx, t.userIdx), index('meet_fees_user').on(t.userIdx)],
);

export type MeetFeeRow = typeof meetFees.$inferSelect;
