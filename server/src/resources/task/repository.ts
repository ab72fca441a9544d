import { TaskStatus, UserStatus, UserType } from '@boda/contract';
import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { books, notes, type TaskRow, tasks, taskUsers, users } from '../../db/schema';
import type { CompanyTask } from '../../db/scoped';
import { inDateRange, containsPattern } from '../../db/sql';

/*
 * Task queries. Company scope by construction (db/scoped.ts, as the board's): lists take companyIdx; a
 * task's child finders take a CompanyTask, which only the policies (task.view, task.teach, ...) answer.
 */

/** The textbook columns every task shape carries. */
const textbookColumns = {
  bookName: books.bookName,
  bookType: books.bookType,
  bankType: books.bankType,
  pageCount: books.pageCount,
  questionCount: books.questionCount,
  conversionStatus: books.conversionStatus,
};

const totalUserCount = sql<number>`(select count(*) from ${taskUsers} where ${taskUsers.taskIdx} = ${tasks.taskIdx})`.mapWith(Number);
const submitUserCount = sql<number>`(select count(*) from ${taskUsers} where ${taskUsers.taskIdx} = ${tasks.taskIdx}
  and ${taskUsers.taskStatus} = ${TaskStatus.SUBMITTED})`.mapWith(Number);
/** Assignees who ever submitted (a recalled note is back in progress but was handed in). */
const everSubmittedCount = sql<number>`(select count(*) from ${taskUsers} left join ${notes} on ${notes.noteIdx} = ${taskUsers.noteIdx}
  where ${taskUsers.taskIdx} = ${tasks.taskIdx} and (${taskUsers.taskStatus} = ${TaskStatus.SUBMITTED} or ${notes.submitCount} > 0))`.mapWith(
  Number,
);

const summaryColumns = { task: tasks, textbook: textbookColumns, totalUserCount, submitUserCount, everSubmittedCount };

export interface TaskSummaryRow {
  task: TaskRow;
  textbook: { [K in keyof typeof textbookColumns]: (typeof textbookColumns)[K]['_']['data'] | null };
  totalUserCount: number;
  submitUserCount: number;
  everSubmittedCount: number;
}

export interface TaskListFilter {
  companyIdx: number;
  /** Only tasks this teacher deployed (searchType 2). */
  regUserIdx?: number;
  /** Only tasks assigned to this student (the to-do list). */
  assigneeIdx?: number;
  from?: string;
  to?: string;
  keyword: string;
  page: number;
  size: number;
}

function listConditions(f: TaskListFilter): SQL | undefined {
  const where: SQL[] = [eq(tasks.companyIdx, f.companyIdx), eq(tasks.deleted, false)];
  if (f.regUserIdx !== undefined) where.push(eq(tasks.regUserIdx, f.regUserIdx));
  where.push(...inDateRange(tasks.regDatetime, f));
  if (f.keyword !== '') where.push(ilike(tasks.taskName, containsPattern(f.keyword)));
  if (f.assigneeIdx !== undefined) where.push(eq(taskUsers.userIdx, f.assigneeIdx));
  return and(...where);
}

/** Tasks newest first, with their textbook and counts; for a student, their own assignment and note status. */
export async function listTasks(db: Db, f: TaskListFilter) {
  const condition = listConditions(f);
  const mine = f.assigneeIdx ?? 0;
  const base = db
    .select({ ...summaryColumns, taskUser: taskUsers, noteStatus: notes.noteStatus })
    .from(tasks)
    .innerJoin(books, eq(books.bookIdx, tasks.textbookIdx))
    .leftJoin(taskUsers, and(eq(taskUsers.taskIdx, tasks.taskIdx), eq(taskUsers.userIdx, mine)))
    .leftJoin(notes, eq(notes.noteIdx, taskUsers.noteIdx));
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(tasks)
    .leftJoin(taskUsers, and(eq(taskUsers.taskIdx, tasks.taskIdx), eq(taskUsers.userIdx, mine)))
    .where(condition);
  const rows = await base
    .where(condition)
    .orderBy(desc(tasks.regDatetime), desc(tasks.taskIdx))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return { rows, total };
}

/** One task as the lists show it. */
export async function summaryOf(db: Db, task: CompanyTask): Promise<TaskSummaryRow | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(tasks)
    .innerJoin(books, eq(books.bookIdx, tasks.textbookIdx))
    .where(and(eq(tasks.taskIdx, task.taskIdx), eq(tasks.companyIdx, task.companyIdx)))
    .limit(1);
  return row ?? null;
}

/** The users among `userIdxs` that are active students of the company. */
export async function activeStudents(db: Db, companyIdx: number, userIdxs: readonly number[]) {
  if (userIdxs.length === 0) return [];
  return db
    .select({ userIdx: users.userIdx, userName: users.userName })
    .from(users)
    .where(
      and(
        eq(users.companyIdx, companyIdx),
        inArray(users.userIdx, [...userIdxs]),
        eq(users.userTypeCd, UserType.STUDENT),
        eq(users.userStatusCd, UserStatus.USE),
      ),
    );
}

/** A task's assignees with their notes: searchType 0 all, 1 submitters, 2 the others; by name. */
export function assigneesOf(db: Db, task: CompanyTask, searchType: 0 | 1 | 2) {
  const where: SQL[] = [eq(taskUsers.taskIdx, task.taskIdx)];
  if (searchType === 1) where.push(eq(taskUsers.taskStatus, TaskStatus.SUBMITTED));
  if (searchType === 2) where.push(sql`${taskUsers.taskStatus} <> ${TaskStatus.SUBMITTED}`);
  return db
    .select({
      taskUser: taskUsers,
      user: { userIdx: users.userIdx, userId: users.userId, userName: users.userName },
      note: {
        noteStatus: notes.noteStatus,
        noteSubmitDatetime: notes.noteSubmitDatetime,
        questionCount: notes.questionCount,
        wrongCount: notes.wrongCount,
      },
    })
    .from(taskUsers)
    .innerJoin(users, eq(users.userIdx, taskUsers.userIdx))
    .leftJoin(notes, eq(notes.noteIdx, taskUsers.noteIdx))
    .where(and(...where))
    .orderBy(asc(users.userName), asc(users.userIdx));
}
