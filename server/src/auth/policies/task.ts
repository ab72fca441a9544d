import { ErrorCode, NoteKind, UserType, type UserTypeCd } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import { type NoteRow, notes, type TaskRow, tasks, type TaskUserRow, taskUsers } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';

/*
 * Who may do what with homework (contract/src/api/noteEntities.ts). A task is looked up in the caller's
 * company, so another company's task or note is "not found", never "forbidden". Its teacher (who deployed
 * it) and the administrative types manage it; an assignee sees their own assignment and writes their own
 * note; nobody else learns that it exists.
 */

/** Types that manage every task of their company (the manage area's administrators). */
const TASK_ADMIN_TYPES: readonly UserTypeCd[] = [UserType.SUPER_ADMIN, UserType.ADMIN, UserType.OPERATOR];

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'The homework was not found.');

async function findTaskInCompany(ctx: PolicyContext, taskIdx: number): Promise<TaskRow> {
  const [row] = await ctx.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.taskIdx, taskIdx), eq(tasks.companyIdx, ctx.auth.companyIdx)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

async function ownTaskUser(ctx: PolicyContext, taskIdx: number): Promise<TaskUserRow | null> {
  const [row] = await ctx.db
    .select()
    .from(taskUsers)
    .where(and(eq(taskUsers.taskIdx, taskIdx), eq(taskUsers.userIdx, ctx.auth.userIdx)))
    .limit(1);
  return row ?? null;
}

/** Whether the caller deployed the task or administers the company's homework. */
export function isTaskTeacher(ctx: Pick<PolicyContext, 'auth'>, task: Pick<TaskRow, 'regUserIdx'>): boolean {
  if (TASK_ADMIN_TYPES.includes(ctx.auth.userTypeCd as UserTypeCd)) return true;
  return task.regUserIdx !== null && task.regUserIdx === ctx.auth.userIdx;
}

/** A homework note with its task and the owner's assignment. */
export interface SolvableNote {
  note: NoteRow;
  task: TaskRow;
  taskUser: TaskUserRow;
}

export const taskPolicies = {
  /** Delete, remind, list assignees: the task's teacher or an administrator (other teachers WB-403-001). */
  'task.teach': async (ctx: PolicyContext, taskIdx: number): Promise<TaskRow> => {
    const task = await findTaskInCompany(ctx, taskIdx);
    if (!isTaskTeacher(ctx, task)) throw new AppError(ErrorCode.FORBIDDEN, "Only the homework's teacher may change it.");
    return task;
  },
  /**
   * Viewing: the teacher (or an administrator) sees it whole, an assignee with their own assignment (also
   * once removed, so the screen can say so); anyone else "not found".
   */
  'task.view': async (ctx: PolicyContext, taskIdx: number): Promise<{ task: TaskRow; taskUser: TaskUserRow | null }> => {
    const task = await findTaskInCompany(ctx, taskIdx);
    const taskUser = await ownTaskUser(ctx, taskIdx);
    if (isTaskTeacher(ctx, task)) return { task, taskUser };
    if (!taskUser) throw notFound();
    return { task, taskUser };
  },
  /** Starting: the caller's own assignment ("not found" for a task not assigned to them). */
  'task.assignee': async (ctx: PolicyContext, taskIdx: number): Promise<{ task: TaskRow; taskUser: TaskUserRow }> => {
    const task = await findTaskInCompany(ctx, taskIdx);
    const taskUser = await ownTaskUser(ctx, taskIdx);
    if (!taskUser) throw notFound();
    return { task, taskUser };
  },
  /** Saving and submitting: the caller's own homework note, with its task ("not found" for anyone else's). */
  'note.solve': async (ctx: PolicyContext, noteIdx: number): Promise<SolvableNote> => {
    const [row] = await ctx.db
      .select({ note: notes, task: tasks, taskUser: taskUsers })
      .from(notes)
      .innerJoin(tasks, eq(tasks.taskIdx, notes.taskIdx))
      .innerJoin(taskUsers, and(eq(taskUsers.taskIdx, notes.taskIdx), eq(taskUsers.userIdx, notes.userIdx)))
      .where(
        and(
          eq(notes.noteIdx, noteIdx),
          eq(notes.companyIdx, ctx.auth.companyIdx),
          eq(notes.userIdx, ctx.auth.userIdx),
          eq(notes.noteKind, NoteKind.TASK),
        ),
      )
      .limit(1);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'The note was not found.');
    return row;
  },
};
