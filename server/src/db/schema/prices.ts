import { date, index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';
import { users } from './users';
import { rooms } from './rooms';

/* Unit prices for settlement. */

/**
 * A user's class unit price for a regular room and period (settlement). Periods of one user in one
 * room never overlap; the service checks that before writing (WB-400-309).
 */
export const prices = pgTable(
  'prices',
  {
    priceIdx: serial('price_idx').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    roomIdx: integer('room_idx')
      .notNull()
      .references(() => rooms.roomIdx, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Null: open-ended. */
    endDate: date('end_date', { mode: 'string' }),
    price: integer('price').notNull(),
    ...timestamps,
  },
  (t) => [index('prices_user_room').on(t.userIdx, t.roomIdx)],
);

export type PriceRow = typeof prices.$inferSelect;
