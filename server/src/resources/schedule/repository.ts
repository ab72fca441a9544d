import { and, asc, eq, gte, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { RoomStatus } from '@boda/contract';
import type { Db } from '../../db/client';
import { calendarFeeds, companies, roomTemplates, roomUsers, rooms, users } from '../../db/schema';

/** Whose classes: the rooms a user leads, or the rooms a user attends (shown, not hidden). */
export type ClassesOf = { leader: number } | { attendee: number };

export interface ClassFilter {
  companyIdx: number;
  of: ClassesOf;
  categories: number[];
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

export interface ClassRow {
  roomCode: string;
  roomTitle: string;
  roomCategoryCd: number;
  roomStatusCd: number;
  showDatetime: Date;
  showEndDatetime: Date;
  ownerUserIdx: number;
  leaderName: string;
  templateName: string | null;
}

/** Reserved classes of one company whose period overlaps [from, to], earliest first. */
export async function listClasses(db: Db, filter: ClassFilter): Promise<{ rows: ClassRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(rooms.companyIdx, filter.companyIdx),
    inArray(rooms.roomCategoryCd, filter.categories),
    isNotNull(rooms.showDatetime),
    isNotNull(rooms.showEndDatetime),
    lte(rooms.showDatetime, filter.to),
    gte(rooms.showEndDatetime, filter.from),
  ];
  if ('leader' in filter.of) {
    conditions.push(eq(rooms.ownerUserIdx, filter.of.leader), ne(rooms.roomStatusCd, RoomStatus.CLOSE));
  } else {
    const attending = db.select({ roomIdx: roomUsers.roomIdx }).from(roomUsers).where(eq(roomUsers.userIdx, filter.of.attendee));
    conditions.push(inArray(rooms.roomIdx, attending), eq(rooms.roomStatusCd, RoomStatus.USE));
  }
  const found = await db
    .select({
      roomCode: rooms.roomCode,
      roomTitle: rooms.roomTitle,
      roomCategoryCd: rooms.roomCategoryCd,
      roomStatusCd: rooms.roomStatusCd,
      showDatetime: rooms.showDatetime,
      showEndDatetime: rooms.showEndDatetime,
      ownerUserIdx: rooms.ownerUserIdx,
      leaderName: users.userName,
      templateName: roomTemplates.templateName,
      total: sql<number>`count(*) over ()`,
    })
    .from(rooms)
    .innerJoin(users, eq(users.userIdx, rooms.ownerUserIdx))
    .leftJoin(roomTemplates, eq(roomTemplates.templateIdx, rooms.templateIdx))
    .where(and(...conditions))
    .orderBy(asc(rooms.showDatetime), asc(rooms.roomTitle), asc(rooms.roomIdx))
    .limit(filter.limit)
    .offset(filter.offset);
  const rows = found.flatMap(({ total: _total, showDatetime, showEndDatetime, ...row }) =>
    showDatetime && showEndDatetime ? [{ ...row, showDatetime, showEndDatetime }] : [],
  );
  if (found.length > 0 || filter.offset === 0) return { rows, total: Number(found[0]?.total ?? 0) };
  const [counted] = await db
    .select({ n: sql<number>`count(*)` })
    .from(rooms)
    .where(and(...conditions));
  return { rows, total: Number(counted?.n ?? 0) };
}

/* Feeds */

export async function findFeed(db: Db, userIdx: number) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userIdx, userIdx)).limit(1);
  return row ?? null;
}

/** Makes or replaces the user's feed (the earlier token stops working at once). */
export async function putFeed(db: Db, row: { userIdx: number; companyIdx: number; tokenHash: string; at: Date }) {
  const [saved] = await db
    .insert(calendarFeeds)
    .values({ userIdx: row.userIdx, companyIdx: row.companyIdx, tokenHash: row.tokenHash, regDatetime: row.at })
    .onConflictDoUpdate({
      target: calendarFeeds.userIdx,
      set: { tokenHash: row.tokenHash, regDatetime: row.at, companyIdx: row.companyIdx },
    })
    .returning();
  if (!saved) throw new Error('calendar feed upsert returned no row');
  return saved;
}

export async function deleteFeed(db: Db, userIdx: number): Promise<number> {
  const removed = await db.delete(calendarFeeds).where(eq(calendarFeeds.userIdx, userIdx)).returning({ userIdx: calendarFeeds.userIdx });
  return removed.length;
}

/** The feed's owner by the token's hash, with what the feed needs to list; a user who left has none. */
export async function findFeedOwnerByHashAcrossCompanies(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userIdx: users.userIdx,
      userTypeCd: users.userTypeCd,
      userStatusCd: users.userStatusCd,
      language: users.language,
      companyIdx: companies.companyIdx,
      companyId: companies.companyId,
      companyName: companies.companyName,
    })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.userIdx, calendarFeeds.userIdx), eq(users.companyIdx, calendarFeeds.companyIdx)))
    .innerJoin(companies, eq(companies.companyIdx, calendarFeeds.companyIdx))
    .where(eq(calendarFeeds.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
