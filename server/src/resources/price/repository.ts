import { and, desc, eq, gte, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prices, type PriceRow, rooms, users } from '../../db/schema';

export interface PriceWithRoom {
  price: PriceRow;
  roomCode: string;
  roomTitle: string;
}

const withRoom = { price: prices, roomCode: rooms.roomCode, roomTitle: rooms.roomTitle };

export async function findPrice(db: Db, companyIdx: number, priceIdx: number): Promise<PriceWithRoom | null> {
  const rows = await db
    .select(withRoom)
    .from(prices)
    .innerJoin(rooms, eq(rooms.roomIdx, prices.roomIdx))
    .where(and(eq(prices.priceIdx, priceIdx), eq(prices.companyIdx, companyIdx)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listPrices(db: Db, companyIdx: number, userIdx: number): Promise<PriceWithRoom[]> {
  return db
    .select(withRoom)
    .from(prices)
    .innerJoin(rooms, eq(rooms.roomIdx, prices.roomIdx))
    .where(and(eq(prices.companyIdx, companyIdx), eq(prices.userIdx, userIdx)))
    .orderBy(desc(prices.startDate), desc(prices.priceIdx));
}

export async function findRoomByCode(
  db: Db,
  companyIdx: number,
  roomCode: string,
): Promise<{ roomIdx: number; roomCode: string; roomTitle: string } | null> {
  const rows = await db
    .select({ roomIdx: rooms.roomIdx, roomCode: rooms.roomCode, roomTitle: rooms.roomTitle })
    .from(rooms)
    .where(and(eq(rooms.companyIdx, companyIdx), eq(rooms.roomCode, roomCode)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * A price of the same user and room whose period meets [startDate, endDate] (null end: open), other
 * than `exceptPriceIdx`. Dates are whole days and both ends are inclusive.
 */
export async function findOverlap(
  db: Db,
  period: { userIdx: number; roomIdx: number; startDate: string; endDate: string | null; exceptPriceIdx?: number },
): Promise<PriceRow | null> {
  const conditions: SQL[] = [eq(prices.userIdx, period.userIdx), eq(prices.roomIdx, period.roomIdx)];
  const startsBeforeMyEnd = period.endDate === null ? undefined : lte(prices.startDate, period.endDate);
  const endsAfterMyStart = or(isNull(prices.endDate), gte(prices.endDate, period.startDate));
  if (startsBeforeMyEnd) conditions.push(startsBeforeMyEnd);
  if (endsAfterMyStart) conditions.push(endsAfterMyStart);
  if (period.exceptPriceIdx !== undefined) conditions.push(ne(prices.priceIdx, period.exceptPriceIdx));
  const rows = await db
    .select()
    .from(prices)
    .where(and(...conditions))
    .orderBy(prices.startDate)
    .limit(1);
  return rows[0] ?? null;
}

export async function insertPrice(db: Db, row: typeof prices.$inferInsert): Promise<number> {
  const rows = await db.insert(prices).values(row).returning({ priceIdx: prices.priceIdx });
  const priceIdx = rows[0]?.priceIdx;
  if (priceIdx === undefined) throw new Error('insert into prices returned no row');
  return priceIdx;
}

export async function updatePrice(
  db: Db,
  priceIdx: number,
  patch: Pick<PriceRow, 'roomIdx' | 'startDate' | 'endDate' | 'price'>,
): Promise<void> {
  await db
    .update(prices)
    .set({ ...patch, modDatetime: sql`now()` })
    .where(eq(prices.priceIdx, priceIdx));
}

export async function deletePrice(db: Db, companyIdx: number, priceIdx: number): Promise<number> {
  const rows = await db
    .delete(prices)
    .where(and(eq(prices.priceIdx, priceIdx), eq(prices.companyIdx, companyIdx)))
    .returning({ priceIdx: prices.priceIdx });
  return rows.length;
}

/** Serialises price writes of one user, so two overlapping saves cannot both pass the check. */
export async function lockUserPrices(db: Db, userIdx: number): Promise<void> {
  await db.select({ userIdx: users.userIdx }).from(users).where(eq(users.userIdx, userIdx)).for('update');
}
