import { and, desc, eq, exists, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CompanyMeet, inCompanyRow, inCompanyRows } from '../../db/scoped';
import { meetFees, meets, meetUsers, prices, roomUsers, rooms, users } from '../../db/schema';

/* Reads of the settlement (meetings, attendees, room members, unit prices, saved fees) and the fee write. */

/** When a meeting counts for settlement: its start, or its opening while never started. */
export const meetStart = sql<Date>`coalesce(${meets.startDatetime}, ${meets.openDatetime})`;

export interface SettlementFilter {
  companyIdx: number;
  /** [from, to): instants of the first day's start and the day after the last. */
  from?: Date;
  to?: Date;
  /** One meeting only (a fee's check). */
  meetIdx?: number;
  leaderIdx?: number;
  /** A class record: only meetings this user attended. */
  attendeeIdx?: number;
  roomCategories: number[];
}

export interface SettlementMeet {
  meet: CompanyMeet;
  roomCode: string;
  roomCategoryCd: number;
}

/** Every meeting of the range, newest started first (a month of one company: the total needs them all). */
export async function rangeMeets(db: Db, filter: SettlementFilter): Promise<SettlementMeet[]> {
  const conditions: SQL[] = [eq(meets.companyIdx, filter.companyIdx)];
  if (filter.from) conditions.push(gte(meetStart, filter.from));
  if (filter.to) conditions.push(lt(meetStart, filter.to));
  if (filter.meetIdx !== undefined) conditions.push(eq(meets.meetIdx, filter.meetIdx));
  if (filter.leaderIdx !== undefined) conditions.push(eq(meets.leaderUserIdx, filter.leaderIdx));
  if (filter.roomCategories.length > 0) conditions.push(inArray(rooms.roomCategoryCd, filter.roomCategories));
  if (filter.attendeeIdx !== undefined) {
    const attended = db
      .select({ one: sql`1` })
      .from(meetUsers)
      .where(and(eq(meetUsers.meetIdx, meets.meetIdx), eq(meetUsers.userIdx, filter.attendeeIdx)));
    conditions.push(exists(attended));
  }
  const rows = await db
    .select({ meet: meets, roomCode: rooms.roomCode, roomCategoryCd: rooms.roomCategoryCd })
    .from(meets)
    .innerJoin(rooms, eq(rooms.roomIdx, meets.roomIdx))
    .where(and(...conditions))
    .orderBy(desc(meetStart), desc(meets.meetIdx));
  return rows.map((row) => ({ ...row, meet: inCompanyRow(row.meet) }));
}

export interface PersonRow {
  userIdx: number;
  userId: string;
  userName: string;
  userTypeCd: number;
}

const person = { userIdx: users.userIdx, userId: users.userId, userName: users.userName, userTypeCd: users.userTypeCd };

/** Who joined the meetings (once per user), with the type they joined as. */
export async function joinedOf(db: Db, meetIdxs: number[]) {
  if (meetIdxs.length === 0) return [];
  return db
    .select({ meetIdx: meetUsers.meetIdx, joinedAs: meetUsers.userTypeCd, ...person })
    .from(meetUsers)
    .innerJoin(users, eq(users.userIdx, meetUsers.userIdx))
    .where(inArray(meetUsers.meetIdx, meetIdxs))
    .orderBy(meetUsers.firstJoinDatetime, meetUsers.meetUserIdx);
}

/** Members of the rooms with the time they were added (an absentee is a member added before the class). */
export async function membersOf(db: Db, roomIdxs: number[]) {
  if (roomIdxs.length === 0) return [];
  return db
    .select({ roomIdx: roomUsers.roomIdx, regDatetime: roomUsers.regDatetime, ...person })
    .from(roomUsers)
    .innerJoin(users, eq(users.userIdx, roomUsers.userIdx))
    .where(inArray(roomUsers.roomIdx, roomIdxs))
    .orderBy(users.userName, users.userIdx);
}

/** Unit prices of these users in these rooms (every period). */
export async function pricesOf(db: Db, companyIdx: number, userIdxs: number[], roomIdxs: number[]) {
  if (userIdxs.length === 0 || roomIdxs.length === 0) return [];
  return db
    .select({
      priceIdx: prices.priceIdx,
      userIdx: prices.userIdx,
      roomIdx: prices.roomIdx,
      startDate: prices.startDate,
      endDate: prices.endDate,
      price: prices.price,
    })
    .from(prices)
    .where(and(eq(prices.companyIdx, companyIdx), inArray(prices.userIdx, userIdxs), inArray(prices.roomIdx, roomIdxs)));
}

export async function feesOf(db: Db, meetIdxs: number[]) {
  if (meetIdxs.length === 0) return [];
  return db
    .select({ meetIdx: meetFees.meetIdx, userIdx: meetFees.userIdx, amount: meetFees.amount })
    .from(meetFees)
    .where(inArray(meetFees.meetIdx, meetIdxs));
}

export async function findMeetInCompany(db: Db, companyIdx: number, meetCode: string): Promise<CompanyMeet | null> {
  const rows = await db
    .select()
    .from(meets)
    .where(and(eq(meets.companyIdx, companyIdx), eq(meets.meetCode, meetCode)))
    .limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

export async function upsertFee(db: Db, row: { companyIdx: number; meetIdx: number; userIdx: number; amount: number; modUserIdx: number }) {
  await db
    .insert(meetFees)
    .values(row)
    .onConflictDoUpdate({
      target: [meetFees.meetIdx, meetFees.userIdx],
      set: { amount: row.amount, modUserIdx: row.modUserIdx, modDatetime: sql`now()` },
    });
}

export async function usersInCompany(db: Db, companyIdx: number, userIdxs: number[]): Promise<PersonRow[]> {
  if (userIdxs.length === 0) return [];
  return db
    .select(person)
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), inArray(users.userIdx, userIdxs)));
}
