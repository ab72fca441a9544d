import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { UserType } from '@boda/contract';
import { staleBefore } from '../room';
import type { Db } from '../../db/client';
import { meetJoinGrants, meetUserJoins, meetUsers, meets, type UserRow, users } from '../../db/schema';
import { type CompanyMeet, inCompanyRow, inCompanyRows } from '../../db/scoped';
import { containsPattern } from '../../db/sql';

/*
 * Company scope by construction (db/scoped.ts, as the board's): a meeting's writers and child finders
 * (attendance, sessions, counts) take a CompanyMeet, which only a company-scoped finder (the policies'
 * access repository, listMeets), the insert, or an `...AcrossCompanies` finder whose caller holds the
 * token naming the meeting (a join grant, a class-client session) answers.
 */

/** Meeting codes are unique across companies (the open meeting page names no company). */
export async function findMeetByCodeAcrossCompanies(db: Db, meetCode: string): Promise<CompanyMeet | null> {
  const rows = await db.select().from(meets).where(eq(meets.meetCode, meetCode)).limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

/** By index, from a join grant or an attendee session (which carry no company). */
export async function findMeetByIdxAcrossCompanies(db: Db, meetIdx: number): Promise<CompanyMeet | null> {
  const rows = await db.select().from(meets).where(eq(meets.meetIdx, meetIdx)).limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

export async function insertMeet(db: Db, row: typeof meets.$inferInsert): Promise<CompanyMeet> {
  const created = (await db.insert(meets).values(row).returning())[0];
  if (!created) throw new Error('insert into meets returned no row');
  return inCompanyRow(created);
}

/** The meeting's own row again (its company's): every change names both. */
const theMeet = (meet: CompanyMeet) => and(eq(meets.meetIdx, meet.meetIdx), eq(meets.companyIdx, meet.companyIdx));

export async function updateMeet(db: Db, meet: CompanyMeet, patch: Partial<typeof meets.$inferInsert>): Promise<CompanyMeet | null> {
  const [row] = await db.update(meets).set(patch).where(theMeet(meet)).returning();
  return row ? inCompanyRow(row) : null;
}

export async function attendeeCounts(db: Db, of: readonly CompanyMeet[]): Promise<Map<number, number>> {
  if (of.length === 0) return new Map();
  const meetIdxs = of.map((meet) => meet.meetIdx);
  const rows = await db
    .select({ meetIdx: meetUsers.meetIdx, n: count() })
    .from(meetUsers)
    .where(and(inArray(meetUsers.meetIdx, meetIdxs), ne(meetUsers.userTypeCd, UserType.MONITOR)))
    .groupBy(meetUsers.meetIdx);
  return new Map(rows.map((r) => [r.meetIdx, Number(r.n)]));
}

export interface MeetListFilter {
  companyIdx: number;
  live?: boolean;
  roomIdx?: number;
  keyword: string;
  limit: number;
  offset: number;
}

/** Meetings newest first; the keyword matches the title, the leader's or the opener's name. */
export async function listMeets(db: Db, filter: MeetListFilter): Promise<{ rows: CompanyMeet[]; total: number }> {
  const conditions: SQL[] = [eq(meets.companyIdx, filter.companyIdx)];
  if (filter.live === true) conditions.push(isNotNull(meets.liveRoomIdx));
  if (filter.live === false) conditions.push(isNull(meets.liveRoomIdx));
  if (filter.roomIdx !== undefined) conditions.push(eq(meets.roomIdx, filter.roomIdx));
  if (filter.keyword !== '') {
    const pattern = containsPattern(filter.keyword);
    const named = db
      .select({ userIdx: users.userIdx })
      .from(users)
      .where(and(eq(users.companyIdx, filter.companyIdx), ilike(users.userName, pattern)));
    const either = or(ilike(meets.meetTitle, pattern), inArray(meets.leaderUserIdx, named), inArray(meets.openUserIdx, named));
    if (either) conditions.push(either);
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db.select().from(meets).where(where).orderBy(desc(meets.openDatetime), desc(meets.meetIdx)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(meets).where(where),
  ]);
  return { rows: inCompanyRows(rows), total: Number(counted[0]?.n ?? 0) };
}

/* Join grants (the one-time join token of a ticket) */

export async function insertGrant(db: Db, row: typeof meetJoinGrants.$inferInsert): Promise<void> {
  await db.insert(meetJoinGrants).values(row);
}

/** Marks the grant used and returns it, or null when unknown, used or expired. */
export async function redeemGrant(db: Db, tokenHash: string, now: Date) {
  const rows = await db
    .update(meetJoinGrants)
    .set({ usedAt: now })
    .where(and(eq(meetJoinGrants.tokenHash, tokenHash), isNull(meetJoinGrants.usedAt), gte(meetJoinGrants.expiresAt, now)))
    .returning();
  return rows[0] ?? null;
}

/* Attendance */

export interface JoinRecord {
  meetUserIdx: number;
  meetIdx: number;
  userIdx: number;
  userTypeCd: number;
  joinIdx: number;
  joinDatetime: Date;
  lastSeenDatetime: Date;
  quitDatetime: Date | null;
  leader: boolean;
  user: UserRow;
}

export async function attendanceRows(db: Db, meet: CompanyMeet): Promise<JoinRecord[]> {
  return db
    .select({
      meetUserIdx: meetUsers.meetUserIdx,
      meetIdx: meetUsers.meetIdx,
      userIdx: meetUsers.userIdx,
      userTypeCd: meetUsers.userTypeCd,
      joinIdx: meetUserJoins.joinIdx,
      joinDatetime: meetUserJoins.joinDatetime,
      lastSeenDatetime: meetUserJoins.lastSeenDatetime,
      quitDatetime: meetUserJoins.quitDatetime,
      leader: meetUserJoins.leader,
      user: users,
    })
    .from(meetUsers)
    .innerJoin(meetUserJoins, eq(meetUserJoins.meetUserIdx, meetUsers.meetUserIdx))
    .innerJoin(users, eq(users.userIdx, meetUsers.userIdx))
    .where(eq(meetUsers.meetIdx, meet.meetIdx))
    .orderBy(asc(meetUsers.firstJoinDatetime), asc(meetUsers.meetUserIdx), asc(meetUserJoins.joinDatetime));
}

export async function upsertMeetUser(
  db: Db,
  meet: CompanyMeet,
  attendee: { userIdx: number; userTypeCd: number; firstJoinDatetime: Date },
): Promise<number> {
  const row = { ...attendee, meetIdx: meet.meetIdx };
  // One statement: a returning attendee's row is "updated" to itself, which answers its id (first join kept).
  const [found] = await db
    .insert(meetUsers)
    .values(row)
    .onConflictDoUpdate({ target: [meetUsers.meetIdx, meetUsers.userIdx], set: { meetIdx: sql`excluded.meet_idx` } })
    .returning({ id: meetUsers.meetUserIdx });
  if (found === undefined) throw new Error('meet user vanished');
  return found.id;
}

export async function findJoinByToken(db: Db, tokenHash: string) {
  const rows = await db.select().from(meetUserJoins).where(eq(meetUserJoins.sessionTokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

export async function insertJoin(db: Db, meet: CompanyMeet, session: Omit<typeof meetUserJoins.$inferInsert, 'meetIdx'>) {
  const created = (
    await db
      .insert(meetUserJoins)
      .values({ ...session, meetIdx: meet.meetIdx })
      .returning()
  )[0];
  if (!created) throw new Error('insert into meet_user_joins returned no row');
  return created;
}

/** Changes one of the meeting's sessions. */
export async function updateJoin(db: Db, meet: CompanyMeet, joinIdx: number, patch: Partial<typeof meetUserJoins.$inferInsert>) {
  await db
    .update(meetUserJoins)
    .set(patch)
    .where(and(eq(meetUserJoins.joinIdx, joinIdx), eq(meetUserJoins.meetIdx, meet.meetIdx)));
}

/** Closes every open session of a meeting (or of one attendee): present ones at `now`, stale ones at their last heartbeat. */
/** The teacher removed this attendee from the class (web classroom): no later join of the meeting admits them. */
export async function markRemoved(db: Db, meet: CompanyMeet, meetUserIdx: number, now: Date): Promise<void> {
  await db
    .update(meetUsers)
    .set({ removedDatetime: now })
    .where(and(eq(meetUsers.meetIdx, meet.meetIdx), eq(meetUsers.meetUserIdx, meetUserIdx)));
}

/** Whether the teacher removed this user from the meeting (markRemoved). */
export async function wasRemoved(db: Db, meet: CompanyMeet, userIdx: number): Promise<boolean> {
  const [row] = await db
    .select({ meetUserIdx: meetUsers.meetUserIdx })
    .from(meetUsers)
    .where(and(eq(meetUsers.meetIdx, meet.meetIdx), eq(meetUsers.userIdx, userIdx), isNotNull(meetUsers.removedDatetime)))
    .limit(1);
  return row !== undefined;
}

export async function closeOpenJoins(db: Db, meet: CompanyMeet, now: Date, meetUserIdx?: number): Promise<void> {
  const conditions: SQL[] = [eq(meetUserJoins.meetIdx, meet.meetIdx), isNull(meetUserJoins.quitDatetime)];
  if (meetUserIdx !== undefined) conditions.push(eq(meetUserJoins.meetUserIdx, meetUserIdx));
  await db
    .update(meetUserJoins)
    .set({
      quitDatetime: sql`case when ${meetUserJoins.lastSeenDatetime} < ${staleBefore(now).toISOString()}::timestamptz then ${meetUserJoins.lastSeenDatetime} else ${now.toISOString()}::timestamptz end`,
    })
    .where(and(...conditions));
}
