import { NoteKind, NoteStatus } from '@boda/contract';
import { and, asc, count, desc, eq, gte, ilike, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  books,
  meets,
  noteAgendas,
  noteLogs,
  notePages,
  type NotePageRow,
  notes,
  noteSolutions,
  type NoteSolutionRow,
  rooms,
  tasks,
  users,
} from '../../db/schema';
import type { CompanyNote } from '../../db/scoped';
import { inDateRange, containsPattern } from '../../db/sql';

/*
 * Note queries. Company scope by construction (db/scoped.ts, as the board's): lists take companyIdx; a
 * note's child finders and writers (summary, agendas, pages, solutions, logs, its textbook's answers) take a
 * CompanyNote, which only the policies (note.view, note.open, note.inspect, note.solve) answer.
 */

const leaders = alias(users, 'leaders');

/** Everything a note summary shows, in one statement (note, student, task, textbook, meeting). */
const summaryColumns = {
  note: notes,
  user: { userIdx: users.userIdx, userId: users.userId, userName: users.userName },
  task: {
    taskIdx: tasks.taskIdx,
    taskName: tasks.taskName,
    submitLimitDatetime: tasks.submitLimitDatetime,
    regDatetime: tasks.regDatetime,
    regUserName: tasks.regUserName,
    autoReview: tasks.autoReview,
  },
  bookType: books.bookType,
  meet: { meetCode: meets.meetCode, meetTitle: meets.meetTitle },
  roomCode: rooms.roomCode,
  leaderName: leaders.userName,
};

function summaryQuery(db: Db) {
  return db
    .select(summaryColumns)
    .from(notes)
    .innerJoin(users, eq(users.userIdx, notes.userIdx))
    .leftJoin(tasks, eq(tasks.taskIdx, notes.taskIdx))
    .leftJoin(books, eq(books.bookIdx, notes.textbookIdx))
    .leftJoin(meets, eq(meets.meetIdx, notes.meetIdx))
    .leftJoin(rooms, eq(rooms.roomIdx, meets.roomIdx))
    .leftJoin(leaders, eq(leaders.userIdx, meets.leaderUserIdx));
}

export type NoteSummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

/** Which notes a list shows (note.LIST's kinds). */
export type NoteScope =
  | { kind: 'manage' }
  | { kind: 'submitted'; teacherIdx: number }
  | { kind: 'work'; userIdx: number }
  | { kind: 'meet'; meetIdx: number; onlyUserIdx: number | null }
  | { kind: 'class'; userIdx: number };

export interface NoteListFilter {
  scope: NoteScope;
  from?: string;
  to?: string;
  keyword: string;
  order: 'noteSubmitDatetime,DESC' | 'noteSubmitDatetime,ASC' | 'modDatetime,DESC';
  page: number;
  size: number;
}

function scopeCondition(scope: NoteScope): SQL | undefined {
  const homework = and(eq(notes.noteKind, NoteKind.TASK), eq(tasks.deleted, false));
  switch (scope.kind) {
    case 'manage':
      return homework;
    case 'submitted':
      return and(homework, eq(tasks.regUserIdx, scope.teacherIdx), gte(notes.noteStatus, NoteStatus.SUBMIT));
    case 'work':
      return and(homework, eq(notes.userIdx, scope.userIdx));
    case 'meet':
      return and(
        eq(notes.noteKind, NoteKind.CLASS),
        eq(notes.meetIdx, scope.meetIdx),
        scope.onlyUserIdx === null ? undefined : eq(notes.userIdx, scope.onlyUserIdx),
      );
    case 'class':
      return and(eq(notes.noteKind, NoteKind.CLASS), or(eq(notes.userIdx, scope.userIdx), eq(meets.leaderUserIdx, scope.userIdx)));
  }
}

/** A page of notes in the company, with the total. Class notes date and sort by their upload time. */
export async function listNoteSummaries(db: Db, companyIdx: number, f: NoteListFilter): Promise<{ rows: NoteSummaryRow[]; total: number }> {
  const classNotes = f.scope.kind === 'meet' || f.scope.kind === 'class';
  const dated = classNotes ? notes.regDatetime : notes.noteSubmitDatetime;
  const where = and(
    eq(notes.companyIdx, companyIdx),
    scopeCondition(f.scope),
    ...inDateRange(dated, f),
    f.keyword !== ''
      ? or(ilike(notes.noteTitle, containsPattern(f.keyword)), ilike(users.userName, containsPattern(f.keyword)))
      : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(notes)
    .innerJoin(users, eq(users.userIdx, notes.userIdx))
    .leftJoin(tasks, eq(tasks.taskIdx, notes.taskIdx))
    .leftJoin(meets, eq(meets.meetIdx, notes.meetIdx))
    .where(where);
  const order =
    f.order === 'modDatetime,DESC'
      ? [desc(notes.modDatetime)]
      : f.order === 'noteSubmitDatetime,ASC'
        ? [sql`${dated} asc nulls last`]
        : [sql`${dated} desc nulls last`];
  const rows = await summaryQuery(db)
    .where(where)
    .orderBy(...order, desc(notes.noteIdx))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return { rows, total };
}

/** The note's own row again, within its company (a where clause on `notes`). */
export const theNote = (note: CompanyNote) => and(eq(notes.noteIdx, note.noteIdx), eq(notes.companyIdx, note.companyIdx));

/** One note's summary. */
export async function noteSummary(db: Db, note: CompanyNote): Promise<NoteSummaryRow | null> {
  const rows = await summaryQuery(db).where(theNote(note)).limit(1);
  return rows[0] ?? null;
}

export async function agendasOf(db: Db, note: CompanyNote) {
  return db.select().from(noteAgendas).where(eq(noteAgendas.noteIdx, note.noteIdx)).orderBy(asc(noteAgendas.agendaNo));
}

/** The note's pages in its order (agenda, then page); `withInk: false` leaves the strokes unread. */
export async function pagesOf(db: Db, note: CompanyNote): Promise<NotePageRow[]> {
  return db.select().from(notePages).where(eq(notePages.noteIdx, note.noteIdx)).orderBy(asc(notePages.agendaNo), asc(notePages.pageNo));
}

/** The pages without their ink (the grid and page lists). */
export async function pageHeadersOf(db: Db, note: CompanyNote) {
  return db
    .select({
      agendaNo: notePages.agendaNo,
      pageNo: notePages.pageNo,
      pageName: notePages.pageName,
      width: notePages.width,
      height: notePages.height,
      checked: notePages.checked,
      seq: notePages.seq,
    })
    .from(notePages)
    .where(eq(notePages.noteIdx, note.noteIdx))
    .orderBy(asc(notePages.agendaNo), asc(notePages.pageNo));
}

export async function pageOf(db: Db, note: CompanyNote, agendaNo: number, pageNo: number): Promise<NotePageRow | null> {
  const rows = await db
    .select()
    .from(notePages)
    .where(and(eq(notePages.noteIdx, note.noteIdx), eq(notePages.agendaNo, agendaNo), eq(notePages.pageNo, pageNo)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setPageChecked(db: Db, note: CompanyNote, agendaNo: number, pageNo: number, checked: boolean): Promise<boolean> {
  const rows = await db
    .update(notePages)
    .set({ checked })
    .where(and(eq(notePages.noteIdx, note.noteIdx), eq(notePages.agendaNo, agendaNo), eq(notePages.pageNo, pageNo)))
    .returning({ checked: notePages.checked });
  return rows.length > 0;
}

export async function solutionsOf(db: Db, note: CompanyNote): Promise<NoteSolutionRow[]> {
  return db.select().from(noteSolutions).where(eq(noteSolutions.noteIdx, note.noteIdx)).orderBy(asc(noteSolutions.solutionNo));
}

export async function logsOf(db: Db, note: CompanyNote, noteStatus: number | null) {
  return db
    .select()
    .from(noteLogs)
    .where(and(eq(noteLogs.noteIdx, note.noteIdx), noteStatus === null ? undefined : eq(noteLogs.noteStatus, noteStatus)))
    .orderBy(asc(noteLogs.regDatetime), asc(noteLogs.logIdx));
}

/** The note's textbook's answers (for correctAnswer); [] when the note has no textbook. */
export async function textbookSolutions(db: Db, note: CompanyNote) {
  if (note.textbookIdx === null) return [];
  const rows = await db
    .select({ list: books.solutionList })
    .from(books)
    .where(and(eq(books.bookIdx, note.textbookIdx), eq(books.companyIdx, note.companyIdx)))
    .limit(1);
  return rows[0]?.list ?? [];
}

/** The meeting of a code in the company, with its room's owner. */
export async function meetInCompany(db: Db, companyIdx: number, meetCode: string) {
  const rows = await db
    .select({ meet: meets, room: rooms })
    .from(meets)
    .innerJoin(rooms, eq(rooms.roomIdx, meets.roomIdx))
    .where(and(eq(meets.companyIdx, companyIdx), eq(meets.meetCode, meetCode)))
    .limit(1);
  return rows[0] ?? null;
}
