import { type CommandData, type CommandParsedInput, TaskStatus, TextbookType } from '@boda/contract';
import { sql } from 'drizzle-orm';
import { requireAccess } from '../../auth/policies';
import type { Db } from '../../db/client';
import { books, tasks, taskUsers } from '../../db/schema';
import type { CompanyBook } from '../../db/scoped';
import { fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { conversionOf, markBookUsed, registerTextbook } from '../book';
import { activeStudents } from './repository';

/*
 * Deploying homework (service-area 5, manage-area "Homework deployment"): on a book of the company
 * (task.ADD) or on new homework PDFs registered as textbook.ADD registers them (task.ADD_DEPLOY). The
 * deadline is not in the past and every assignee is an active student of the company; the book becomes
 * used. Also the demo seed's way to deploy.
 */

export interface TaskFields {
  taskName: string;
  submitLimitDatetime: string;
  autoReview: 0 | 1;
}

export interface Deployment {
  companyIdx: number;
  teacher: { userIdx: number; userName: string };
  task: TaskFields;
  userIdxList: readonly number[];
}

/** The assignees, after the deadline and student checks (WB-400-212 naming the field). */
export async function checkDeployment(db: Db, now: Date, d: Deployment) {
  if (new Date(d.task.submitLimitDatetime).getTime() < now.getTime()) {
    throw fieldError('task.submitLimitDatetime', 'The deadline may not be in the past.');
  }
  const students = await activeStudents(db, d.companyIdx, d.userIdxList);
  if (students.length !== new Set(d.userIdxList).size) throw fieldError('userIdxList', 'Choose active students of this school.');
  return students;
}

/** The task and its assignees on a book the caller's company owns (already checked); the book becomes used. */
export async function insertTask(db: Db, now: Date, d: Deployment, textbook: CompanyBook): Promise<number> {
  const { bookIdx: textbookIdx } = textbook;
  const students = await checkDeployment(db, now, d);
  const taskIdx = await db.transaction(async (tx) => {
    // Held against the book's deletion at the same moment (removeBook takes it FOR UPDATE).
    await tx.execute(sql`select 1 from ${books} where ${books.bookIdx} = ${textbookIdx} for share`);
    const [task] = await tx
      .insert(tasks)
      .values({
        companyIdx: d.companyIdx,
        textbookIdx,
        taskName: d.task.taskName,
        submitLimitDatetime: new Date(d.task.submitLimitDatetime),
        autoReview: d.task.autoReview,
        regUserIdx: d.teacher.userIdx,
        regUserName: d.teacher.userName,
        regDatetime: now,
        modDatetime: now,
      })
      .returning({ taskIdx: tasks.taskIdx });
    await tx
      .insert(taskUsers)
      .values(students.map((s) => ({ taskIdx: task!.taskIdx, userIdx: s.userIdx, taskStatus: TaskStatus.NOT_STARTED })));
    await markBookUsed(tx, textbook, now);
    return task!.taskIdx;
  });
  return taskIdx;
}

const deploymentOf = (ctx: SignedInContext, task: TaskFields, userIdxList: readonly number[]): Deployment => ({
  companyIdx: ctx.auth.companyIdx,
  teacher: { userIdx: ctx.auth.userIdx, userName: ctx.user.userName },
  task,
  userIdxList,
});

export async function add(input: CommandParsedInput<'task.ADD'>, ctx: SignedInContext): Promise<CommandData<'task.ADD'>> {
  const book = await requireAccess(ctx, 'book.view', input.textbookIdx);
  const taskIdx = await insertTask(ctx.db, ctx.runtime.clock(), deploymentOf(ctx, input.task, input.userIdxList), book);
  return { result: { taskIdx, textbookIdx: book.bookIdx } };
}

export async function addDeploy(
  input: CommandParsedInput<'task.ADD_DEPLOY'>,
  ctx: SignedInContext,
): Promise<CommandData<'task.ADD_DEPLOY'>> {
  const deployment = deploymentOf(ctx, input.task, input.userIdxList);
  // Refused before the textbook is registered, so a refusal keeps neither a book nor a file.
  await checkDeployment(ctx.db, ctx.runtime.clock(), deployment);
  const textbook = { ...input.textbook, bookType: input.textbook.bookType ?? TextbookType.WORKBOOK };
  const book = await registerTextbook(ctx, { textbook, fileKindList: input.fileKindList }, { applyProposal: input.task.autoReview === 1 });
  const taskIdx = await insertTask(ctx.db, ctx.runtime.clock(), deployment, book);
  return { result: { taskIdx, textbookIdx: book.bookIdx, conversion: conversionOf(book) } };
}
