import type { LogSearchFilterValue, RecordKindValue } from '@boda/contract';
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import { inDateRange } from '../../db/sql';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { meets, type RecordRow, records, rooms, users } from '../../db/schema';
import { logKeyword } from '../logMeet';

/* Recordings and chat files of meetings: the rows the class client's uploads become. */

const uploader = alias(users, 'uploader');
const opener = alias(users, 'opener');
const owner = alias(users, 'owner');

/** A record with its meeting, room, uploader, the meeting's opener and the room's owner (the list rows). */
function recordsWithMeets(db: Db) {
  return db
    .select({
      record: records,
      meetCode: meets.meetCode,
      meetTitle: meets.meetTitle,
      openerId: opener.userId,
      openerName: opener.userName,
      roomCode: rooms.roomCode,
      roomTitle: rooms.roomTitle,
      ownerName: owner.userName,
      uploaderId: uploader.userId,
      uploaderName: uploader.userName,
    })
    .from(records)
    .innerJoin(meets, eq(meets.meetIdx, records.meetIdx))
    .innerJoin(rooms, eq(rooms.roomIdx, meets.roomIdx))
    .innerJoin(uploader, eq(uploader.userIdx, records.recUserIdx))
    .leftJoin(opener, eq(opener.userIdx, meets.openUserIdx))
    .leftJoin(owner, eq(owner.userIdx, rooms.ownerUserIdx));
}

export type RecordListRow = Awaited<ReturnType<ReturnType<typeof recordsWithMeets>['where']>>[number];

export async function insertRecord(db: Db, row: typeof records.$inferInsert): Promise<RecordRow> {
  const [created] = await db.insert(records).values(row).returning();
  if (!created) throw new Error('insert into records returned no row');
  return created;
}

/** One meeting's records of a kind, in upload order. */
export async function listMeetRecords(db: Db, meetIdx: number, kind: RecordKindValue): Promise<RecordListRow[]> {
  return recordsWithMeets(db)
    .where(and(eq(records.meetIdx, meetIdx), eq(records.kind, kind)))
    .orderBy(records.regDatetime, records.recordIdx);
}

/** A record of the company, or null. */
export async function findRecord(db: Db, companyIdx: number, recordIdx: number): Promise<RecordListRow | null> {
  const [row] = await recordsWithMeets(db)
    .where(and(eq(records.recordIdx, recordIdx), eq(records.companyIdx, companyIdx)))
    .limit(1);
  return row ?? null;
}

export interface RecordSearch {
  companyIdx: number;
  from?: Date;
  to?: Date;
  keyword: string;
  filter: LogSearchFilterValue;
  partial: boolean;
  limit: number;
  offset: number;
}

/** The company's records (manage recordings list), newest first; the keyword matches the class title and its opener. */
export async function listCompanyRecords(db: Db, search: RecordSearch): Promise<{ rows: RecordListRow[]; total: number }> {
  const conditions: SQL[] = [eq(records.companyIdx, search.companyIdx)];
  conditions.push(...inDateRange(records.regDatetime, search));
  if (search.keyword !== '')
    conditions.push(logKeyword({ title: meets.meetTitle, userId: opener.userId, userName: opener.userName }, search));
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    recordsWithMeets(db).where(where).orderBy(desc(records.regDatetime), desc(records.recordIdx)).limit(search.limit).offset(search.offset),
    db
      .select({ n: count() })
      .from(records)
      .innerJoin(meets, eq(meets.meetIdx, records.meetIdx))
      .leftJoin(opener, eq(opener.userIdx, meets.openUserIdx))
      .where(where),
  ]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

/** Records of the company uploaded before `cutoff` (retention), oldest first, a batch at a time. */
export async function recordsBefore(db: Db, companyIdx: number, cutoff: Date, limit: number): Promise<RecordRow[]> {
  return db
    .select()
    .from(records)
    .where(and(eq(records.companyIdx, companyIdx), lt(records.regDatetime, cutoff)))
    .orderBy(records.regDatetime)
    .limit(limit);
}

export async function deleteRecord(db: Db, recordIdx: number): Promise<void> {
  await db.delete(records).where(eq(records.recordIdx, recordIdx));
}
