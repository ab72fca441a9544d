import { and, asc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import { inDateRange } from '../../../db/sql';
import type { Db } from '../../../db/client';
import { type CompanyMeet, inCompanyRows } from '../../../db/scoped';
import { type LogExportRow, logExports, meets, notes, roomUsers, tasks, taskUsers, users } from '../../../db/schema';

/* Reads and writes of the class-results exports (log_exports) and what their sheets are made of. */

export async function insertExport(
  db: Db,
  row: { companyIdx: number; userIdx: number; kind: string; fileName: string },
): Promise<LogExportRow> {
  const [created] = await db.insert(logExports).values(row).returning();
  if (!created) throw new Error('log export not inserted');
  return created;
}

export async function setExportJob(db: Db, exportIdx: number, jobId: number): Promise<void> {
  await db.update(logExports).set({ jobId }).where(eq(logExports.exportIdx, exportIdx));
}

export async function setExportFile(db: Db, exportIdx: number, storageKey: string): Promise<void> {
  await db.update(logExports).set({ storageKey }).where(eq(logExports.exportIdx, exportIdx));
}

/** The company's meetings by index, oldest opened first (the sheet's order). */
export async function meetsByIdx(db: Db, companyIdx: number, meetIdxs: number[]): Promise<CompanyMeet[]> {
  if (meetIdxs.length === 0) return [];
  const rows = await db
    .select()
    .from(meets)
    .where(and(eq(meets.companyIdx, companyIdx), inArray(meets.meetIdx, meetIdxs)))
    .orderBy(asc(meets.openDatetime), asc(meets.meetIdx));
  return inCompanyRows(rows);
}

/** Members of the rooms with the time they were added (an absentee is a member added before the class). */
export async function roomMembers(db: Db, roomIdxs: number[]) {
  if (roomIdxs.length === 0) return [];
  return db
    .select({
      roomIdx: roomUsers.roomIdx,
      regDatetime: roomUsers.regDatetime,
      userIdx: users.userIdx,
      userId: users.userId,
      userName: users.userName,
      userTypeCd: users.userTypeCd,
    })
    .from(roomUsers)
    .innerJoin(users, eq(users.userIdx, roomUsers.userIdx))
    .where(inArray(roomUsers.roomIdx, roomIdxs));
}

export interface HomeworkFilter {
  companyIdx: number;
  studentIdxs: number[];
  from?: Date;
  to?: Date;
  /** Only homework these teachers deployed (a teacher's export); undefined: the company's (manage area). */
  deployedBy?: number[];
}

/** Each student's homework (not removed) with its note's counts, by deploy time. */
export async function homeworkOf(db: Db, filter: HomeworkFilter) {
  if (filter.studentIdxs.length === 0) return [];
  const conditions: SQL[] = [
    eq(tasks.companyIdx, filter.companyIdx),
    eq(tasks.deleted, false),
    inArray(taskUsers.userIdx, filter.studentIdxs),
  ];
  conditions.push(...inDateRange(tasks.regDatetime, filter));
  if (filter.deployedBy !== undefined) conditions.push(inArray(tasks.regUserIdx, filter.deployedBy));
  return db
    .select({
      userIdx: taskUsers.userIdx,
      taskIdx: tasks.taskIdx,
      taskName: tasks.taskName,
      regDatetime: tasks.regDatetime,
      submitLimitDatetime: tasks.submitLimitDatetime,
      taskStatus: taskUsers.taskStatus,
      noteStatus: notes.noteStatus,
      noteSubmitDatetime: notes.noteSubmitDatetime,
      questionCount: notes.questionCount,
      correctCount: notes.correctCount,
      wrongCount: notes.wrongCount,
    })
    .from(taskUsers)
    .innerJoin(tasks, eq(tasks.taskIdx, taskUsers.taskIdx))
    .leftJoin(notes, eq(notes.noteIdx, taskUsers.noteIdx))
    .where(and(...conditions))
    .orderBy(asc(tasks.regDatetime), asc(tasks.taskIdx));
}

/** Exports made before `cutoff`, a batch at a time (their files are removed with them). */
export async function exportsBefore(db: Db, cutoff: Date, limit: number): Promise<LogExportRow[]> {
  return db.select().from(logExports).where(lt(logExports.createdAt, cutoff)).orderBy(logExports.createdAt).limit(limit);
}

export async function deleteExport(db: Db, exportIdx: number): Promise<void> {
  await db.delete(logExports).where(eq(logExports.exportIdx, exportIdx));
}
