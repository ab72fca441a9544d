import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, prices, roomUsers, rooms } from '../db/schema';
import { DEMO } from './demo';

/*
 * Unit prices for the demo rooms' students, so the settlement of the demo month (and the month before,
 * where part of the demo class history falls) shows amounts: last month's rate until its last day, a
 * raised rate from the first of this month. Runs once (skipped when the demo company has any price).
 */

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Last month's and this month's rate of the n-th student of a room (won per class). */
function ratesOf(n: number): [number, number] {
  const base = 30_000 + (n % 3) * 5_000;
  return [base, base + 5_000];
}

export async function seedDemoPrices(db: Db, now: Date = new Date()): Promise<number> {
  const [company] = await db.select().from(companies).where(eq(companies.companyId, DEMO.companyId)).limit(1);
  if (!company) return 0;
  const any = await db.select({ priceIdx: prices.priceIdx }).from(prices).where(eq(prices.companyIdx, company.companyIdx)).limit(1);
  if (any.length > 0) return 0;
  // Month boundaries of Asia/Seoul (+09:00 all year), where settlement days are counted.
  const seoul = new Date(now.getTime() + 9 * 3_600_000);
  const thisMonth = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), 1));
  const lastMonthEnd = new Date(thisMonth.getTime() - 86_400_000);
  const earlier = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - 3, 1));
  const members = await db
    .select({ roomIdx: roomUsers.roomIdx, userIdx: roomUsers.userIdx })
    .from(roomUsers)
    .innerJoin(rooms, eq(rooms.roomIdx, roomUsers.roomIdx))
    .where(eq(rooms.companyIdx, company.companyIdx))
    .orderBy(roomUsers.roomUserIdx);
  const rows = members.flatMap((m, n) => {
    const [before, after] = ratesOf(n);
    const common = { companyIdx: company.companyIdx, userIdx: m.userIdx, roomIdx: m.roomIdx };
    return [
      { ...common, startDate: day(earlier), endDate: day(lastMonthEnd), price: before },
      { ...common, startDate: day(thisMonth), endDate: null, price: after },
    ];
  });
  if (rows.length > 0) await db.insert(prices).values(rows);
  return rows.length;
}
