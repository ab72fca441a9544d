import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  MESSAGE_TITLE_MAX,
  type NoteStatusCd,
  type TaskStatusCd,
  toPage,
  type TodoTask,
} from '@boda/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { requireAccess } from '../../auth/policies';
import { notes, tasks, taskUsers } from '../../db/schema';
import { iso } from '../../db/sql';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { escapeHtml, sendNotice } from '../message';
import { toMyTaskUser, toTaskSummary } from './dto';
import * as repo from './repository';

/* The teachers' and students' task commands (contract/src/api/task.ts); deploying is deploy.ts, starting start.ts. */

export async function list(input: CommandParsedInput<'task.LIST'>, ctx: SignedInContext): Promise<CommandData<'task.LIST'>> {
  const { rows, total } = await repo.listTasks(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    regUserIdx: input.searchType === 2 ? ctx.auth.userIdx : undefined,
    from: input.searchStartDate,
    to: input.searchEndDate,
    keyword: input.searchKeyword,
    page: input.page,
    size: input.size,
  });
  return {
    resultPage: toPage(
      rows.map((row) => toTaskSummary(row, ctx)),
      input.page,
      input.size,
      total,
    ),
  };
}

export async function listTodo(input: CommandParsedInput<'task.LIST_TODO'>, ctx: SignedInContext): Promise<CommandData<'task.LIST_TODO'>> {
  const { rows, total } = await repo.listTasks(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    assigneeIdx: ctx.auth.userIdx,
    from: input.searchStartDate,
    to: input.searchEndDate,
    keyword: input.searchKeyword,
    page: input.page,
    size: input.size,
  });
  const content: TodoTask[] = rows.flatMap((row) =>
    row.taskUser ? [{ ...toTaskSummary(row, ctx), taskUser: toMyTaskUser(row.taskUser, row.noteStatus) }] : [],
  );
  return { resultPage: toPage(content, input.page, input.size, total) };
}

export async function view(input: CommandParsedInput<'task.VIEW'>, ctx: SignedInContext): Promise<CommandData<'task.VIEW'>> {
  const { task, taskUser } = await requireAccess(ctx, 'task.view', input.taskIdx);
  const summary = await repo.summaryOf(ctx.db, task);
  if (!summary) throw new AppError(ErrorCode.NOT_FOUND);
  let mine: TodoTask['taskUser'] | null = null;
  if (taskUser) {
    const [note] = taskUser.noteIdx
      ? await ctx.db.select({ noteStatus: notes.noteStatus }).from(notes).where(eq(notes.noteIdx, taskUser.noteIdx))
      : [];
    mine = toMyTaskUser(taskUser, note?.noteStatus ?? null);
  }
  return { result: { ...toTaskSummary(summary, ctx), taskUser: mine } };
}

/** Removes the task (soft: assignees who open it are told) while nobody has submitted. */
export async function remove(input: CommandParsedInput<'task.DELETE'>, ctx: SignedInContext): Promise<CommandData<'task.DELETE'>> {
  const task = await requireAccess(ctx, 'task.teach', input.task.taskIdx);
  const { taskIdx } = task;
  await ctx.db.transaction(async (tx) => {
    // Submissions take the task FOR SHARE (solve.ts), so none lands between this check and the removal.
    const [locked] = await tx.select({ deleted: tasks.deleted }).from(tasks).where(eq(tasks.taskIdx, taskIdx)).for('update');
    if (!locked || locked.deleted) throw new AppError(ErrorCode.TASK_REMOVED);
    const summary = await repo.summaryOf(tx, task);
    if ((summary?.everSubmittedCount ?? 0) > 0) throw new AppError(ErrorCode.SUBMISSION_EXISTS);
    const now = ctx.runtime.clock();
    await tx.update(tasks).set({ deleted: true, deleteDatetime: now, modDatetime: now }).where(eq(tasks.taskIdx, taskIdx));
  });
  return { result: { taskIdx } };
}

export async function listUsers(input: CommandParsedInput<'taskUser.LIST'>, ctx: SignedInContext): Promise<CommandData<'taskUser.LIST'>> {
  const task = await requireAccess(ctx, 'task.teach', input.taskIdx);
  const rows = await repo.assigneesOf(ctx.db, task, input.searchType);
  return {
    resultList: rows.map(({ taskUser, user, note }) => ({
      ...user,
      taskUserIdx: taskUser.taskUserIdx,
      taskStatus: taskUser.taskStatus as TaskStatusCd,
      noteIdx: taskUser.noteIdx,
      noteStatus: taskUser.noteIdx === null ? null : ((note?.noteStatus ?? null) as NoteStatusCd | null),
      noteSubmitDatetime: iso(note?.noteSubmitDatetime ?? null),
      questionCount: note?.questionCount ?? 0,
      wrongCount: note?.wrongCount ?? 0,
      hurryCount: taskUser.hurryCount,
      lastHurryDatetime: iso(taskUser.lastHurryDatetime),
    })),
  };
}

const titleOf = (title: string) => Array.from(title).slice(0, MESSAGE_TITLE_MAX).join('');

/** 'YYYY-MM-DD HH:mm (UTC+09:00)': the deadline in the teacher's time zone, which their class shares. */
function localDateTime(at: Date, utcOffsetMin: number): string {
  const local = new Date(at.getTime() + utcOffsetMin * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  const sign = utcOffsetMin < 0 ? '-' : '+';
  const abs = Math.abs(utcOffsetMin);
  return `${local} (UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')})`;
}

/** A reminder in the app from the teacher to the chosen assignees who have not submitted. */
export async function sendHurry(
  input: CommandParsedInput<'task.SEND_HURRY'>,
  ctx: SignedInContext,
): Promise<CommandData<'task.SEND_HURRY'>> {
  const task = await requireAccess(ctx, 'task.teach', input.taskIdx);
  if (task.deleted) throw new AppError(ErrorCode.TASK_REMOVED);
  const pending = (await repo.assigneesOf(ctx.db, task, 2)).filter((row) => input.userIdxList.includes(row.user.userIdx));
  const skippedCount = input.userIdxList.length - pending.length;
  if (pending.length === 0) return { result: { sentCount: 0, skippedCount } };
  const now = ctx.runtime.clock();
  const deadline = localDateTime(task.submitLimitDatetime, input.utcOffsetMin);
  const name = escapeHtml(task.taskName);
  await sendNotice(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    regUserIdx: ctx.auth.userIdx,
    regUserName: ctx.user.userName,
    sendDatetime: now,
    receivers: pending.map(({ user }) => ({ receiverIdx: user.userIdx, receiverName: user.userName })),
    compose: (language) =>
      language === 'ko'
        ? {
            title: titleOf(`숙제 제출 알림: ${task.taskName}`),
            contents: `<p><strong>${name}</strong> 숙제를 ${deadline}까지 제출해 주세요.</p>`,
          }
        : {
            title: titleOf(`Homework reminder: ${task.taskName}`),
            contents: `<p>Please submit the homework <strong>${name}</strong> by ${deadline}.</p>`,
          },
  });
  await ctx.db
    .update(taskUsers)
    .set({ hurryCount: sql`${taskUsers.hurryCount} + 1`, lastHurryDatetime: now })
    .where(
      and(
        eq(taskUsers.taskIdx, task.taskIdx),
        inArray(
          taskUsers.taskUserIdx,
          pending.map((p) => p.taskUser.taskUserIdx),
        ),
      ),
    );
  return { result: { sentCount: pending.length, skippedCount } };
}
