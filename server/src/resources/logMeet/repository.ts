import { type LogSearchFilterValue, NoteKind } from '@boda/contract';
import { type AnyColumn, and, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CompanyMeet, inCompanyRows } from '../../db/scoped';
import { meets, meetUserJoins, meetUsers, notes, rooms, users } from '../../db/schema';
import { inDateRange, keywordMatches } from '../../db/sql';

/* Reads of the class log and the join history (the meet resource owns the writes). */

export interface LogSearch {
  companyIdx: number;
  from?: Date;
  to?: Date;
  keyword: string;
  filter: LogSearchFilterValue;
  /** true: part of the field; false: the whole field (case-insensitive). */
  partial: boolean;
}

/** Users of the company whose name or ID matches (the opener filter, the attendee filter). */
function usersMatching(db: Db, search: LogSearch, field: 'userName' | 'userId') {
  return db
    .select({ userIdx: users.userIdx })
    .from(users)
    .where(and(eq(users.companyIdx, search.companyIdx), keywordMatches(sql`${users[field]}`, search.keyword, search.partial)));
}

/**
 * The log lists' keyword on rows that carry a class title and one user (join history: the attendee;
 * recordings: the class's opener): the chosen field, or title or name ('all').
 */
export function logKeyword(
  columns: { title: AnyColumn; userId: AnyColumn; userName: AnyColumn },
  search: Pick<LogSearch, 'keyword' | 'filter' | 'partial'>,
): SQL {
  const { keyword, partial } = search;
  const byTitle = keywordMatches(sql`${columns.title}`, keyword, partial);
  const byName = keywordMatches(sql`${columns.userName}`, keyword, partial);
  if (search.filter === 'meetTitle') return byTitle;
  if (search.filter === 'userId') return keywordMatches(sql`${columns.userId}`, keyword, partial);
  if (search.filter === 'userName') return byName;
  return or(byTitle, byName)!;
}

export interface LogMeetFilter extends LogSearch {
  /** The service area's scope: meetings this user attended, led or opened. */
  mineUserIdx?: number;
  roomCode?: string;
  /** These meetings only (the export's selection); still within the scope above. */
  meetCodes?: string[];
  limit: number;
  offset: number;
}

/** Meetings of the class log, newest opened first. */
export async function listLogMeets(db: Db, filter: LogMeetFilter): Promise<{ rows: CompanyMeet[]; total: number }> {
  const conditions: SQL[] = [eq(meets.companyIdx, filter.companyIdx)];
  conditions.push(...inDateRange(meets.openDatetime, filter));
  if (filter.roomCode !== undefined) {
    conditions.push(inArray(meets.roomIdx, db.select({ roomIdx: rooms.roomIdx }).from(rooms).where(eq(rooms.roomCode, filter.roomCode))));
  }
  if (filter.meetCodes !== undefined) conditions.push(inArray(meets.meetCode, filter.meetCodes));
  if (filter.mineUserIdx !== undefined) {
    const me = filter.mineUserIdx;
    const attended = db
      .select({ one: sql`1` })
      .from(meetUsers)
      .where(and(eq(meetUsers.meetIdx, meets.meetIdx), eq(meetUsers.userIdx, me)));
    conditions.push(or(eq(meets.leaderUserIdx, me), eq(meets.openUserIdx, me), exists(attended))!);
  }
  if (filter.keyword !== '') {
    const { keyword, partial } = filter;
    const byTitle = keywordMatches(sql`${meets.meetTitle}`, keyword, partial);
    if (filter.filter === 'meetTitle') conditions.push(byTitle);
    else if (filter.filter === 'userId') conditions.push(inArray(meets.openUserIdx, usersMatching(db, filter, 'userId')));
    else if (filter.filter === 'userName') conditions.push(inArray(meets.openUserIdx, usersMatching(db, filter, 'userName')));
    else {
      const named = usersMatching(db, filter, 'userName');
      conditions.push(or(byTitle, inArray(meets.openUserIdx, named), inArray(meets.leaderUserIdx, named))!);
    }
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db.select().from(meets).where(where).orderBy(desc(meets.openDatetime), desc(meets.meetIdx)).limit(filter.limit).offset(filter.offset),
    db.select({ n: count() }).from(meets).where(where),
  ]);
  return { rows: inCompanyRows(rows), total: Number(counted[0]?.n ?? 0) };
}

export interface JoinHistoryFilter extends LogSearch {
  meetCode?: string;
  userIdx?: number;
  limit: number;
  offset: number;
}

/**
 * One row per class-client session of the company's meetings, newest first. Every condition is on
 * meet_user_joins itself (its meeting or attendee in a set), so the page walks
 * meet_user_joins_join_datetime backwards and the count reads that index alone (its INCLUDE columns),
 * without joining a row of the 1,000,000-row history (tests/bench/classLog.ts).
 */
export async function listJoinHistory(db: Db, filter: JoinHistoryFilter) {
  const companyMeets = (...more: SQL[]) =>
    db
      .select({ meetIdx: meets.meetIdx })
      .from(meets)
      .where(and(eq(meets.companyIdx, filter.companyIdx), ...more));
  const attendeesWhere = (where: SQL) =>
    db
      .select({ meetUserIdx: meetUsers.meetUserIdx })
      .from(meetUsers)
      .where(inArray(meetUsers.userIdx, db.select({ userIdx: users.userIdx }).from(users).where(where)));
  const conditions: SQL[] = [
    inArray(meetUserJoins.meetIdx, filter.meetCode === undefined ? companyMeets() : companyMeets(eq(meets.meetCode, filter.meetCode))),
  ];
  conditions.push(...inDateRange(meetUserJoins.joinDatetime, filter));
  if (filter.userIdx !== undefined) {
    conditions.push(
      inArray(
        meetUserJoins.meetUserIdx,
        db.select({ meetUserIdx: meetUsers.meetUserIdx }).from(meetUsers).where(eq(meetUsers.userIdx, filter.userIdx)),
      ),
    );
  }
  if (filter.keyword !== '') {
    const { keyword, partial } = filter;
    const inCompany = eq(users.companyIdx, filter.companyIdx);
    const byTitle = () => inArray(meetUserJoins.meetIdx, companyMeets(keywordMatches(sql`${meets.meetTitle}`, keyword, partial)));
    const byUser = (field: 'userName' | 'userId') =>
      inArray(meetUserJoins.meetUserIdx, attendeesWhere(and(inCompany, keywordMatches(sql`${users[field]}`, keyword, partial))!));
    if (filter.filter === 'meetTitle') conditions.push(byTitle());
    else if (filter.filter === 'userId') conditions.push(byUser('userId'));
    else if (filter.filter === 'userName') conditions.push(byUser('userName'));
    else conditions.push(or(byTitle(), byUser('userName'))!);
  }
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({
        joinIdx: meetUserJoins.joinIdx,
        joinDatetime: meetUserJoins.joinDatetime,
        lastSeenDatetime: meetUserJoins.lastSeenDatetime,
        quitDatetime: meetUserJoins.quitDatetime,
        userTypeCd: meetUsers.userTypeCd,
        userIdx: users.userIdx,
        userId: users.userId,
        userName: users.userName,
        meetCode: meets.meetCode,
        meetTitle: meets.meetTitle,
        roomCode: rooms.roomCode,
      })
      .from(meetUserJoins)
      .innerJoin(meetUsers, eq(meetUsers.meetUserIdx, meetUserJoins.meetUserIdx))
      .innerJoin(meets, eq(meets.meetIdx, meetUserJoins.meetIdx))
      .innerJoin(users, eq(users.userIdx, meetUsers.userIdx))
      .innerJoin(rooms, eq(rooms.roomIdx, meets.roomIdx))
      .where(where)
      .orderBy(desc(meetUserJoins.joinDatetime), desc(meetUserJoins.joinIdx))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(meetUserJoins).where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** The class notes of one meeting by their writer (the class client keeps one per attendee and meeting). */
export async function classNotesByUser(db: Db, meetIdx: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ userIdx: notes.userIdx, noteIdx: notes.noteIdx })
    .from(notes)
    .where(and(eq(notes.meetIdx, meetIdx), eq(notes.noteKind, NoteKind.CLASS)))
    .orderBy(notes.noteIdx);
  return new Map(rows.map((r) => [r.userIdx, r.noteIdx]));
}
