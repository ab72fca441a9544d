import { ErrorCode, UserType, type UserTypeCd } from '@boda/contract';
import type { TaskRow, TaskUserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { PolicyContext } from './context';
import { accessRepository, type CompanyTask, type OwnHomework, scopeOf, type TaskReach } from './repository';

/*
 * Who may do what with homework (contract/src/api/noteEntities.ts). A task is looked up in the caller's
 * company, so another company's task or note is "not found", never "forbidden". Its teacher (who deployed
 * it) and the administrative types manage it; an assignee sees their own assignment and writes their own
 * note; nobody else learns that it exists.
 */

/** Types that manage every task of their company (the manage area's administrators). */
const TASK_ADMIN_TYPES: readonly UserTypeCd[] = [UserType.SUPER_ADMIN, UserType.ADMIN, UserType.OPERATOR];

const notFound = () => new AppError(ErrorCode.NOT_FOUND, 'The homework was not found.');

async function taskOf(ctx: PolicyContext, taskIdx: number): Promise<TaskReach> {
  const found = (await accessRepository.task.findReachable(scopeOf(ctx), new Set([taskIdx]))).get(taskIdx);
  if (!found) throw notFound();
  return found;
}

/** Whether the caller deployed the task or administers the company's homework. */
export function isTaskTeacher(ctx: Pick<PolicyContext, 'auth'>, task: Pick<TaskRow, 'regUserIdx'>): boolean {
  if (TASK_ADMIN_TYPES.includes(ctx.auth.userTypeCd as UserTypeCd)) return true;
  return task.regUserIdx !== null && task.regUserIdx === ctx.auth.userIdx;
}

/** A homework note with its task and the owner's assignment. */
export type SolvableNote = OwnHomework;

export const taskPolicies = {
  /** Delete, remind, list assignees: the task's teacher or an administrator (other teachers WB-403-001). */
  'task.teach': async (ctx: PolicyContext, taskIdx: number): Promise<CompanyTask> => {
    const { task } = await taskOf(ctx, taskIdx);
    if (!isTaskTeacher(ctx, task)) throw new AppError(ErrorCode.FORBIDDEN, "Only the homework's teacher may change it.");
    return task;
  },
  /**
   * Viewing: the teacher (or an administrator) sees it whole, an assignee with their own assignment (also
   * once removed, so the screen can say so); anyone else "not found".
   */
  'task.view': async (ctx: PolicyContext, taskIdx: number): Promise<TaskReach> => {
    const { task, taskUser } = await taskOf(ctx, taskIdx);
    if (isTaskTeacher(ctx, task)) return { task, taskUser };
    if (!taskUser) throw notFound();
    return { task, taskUser };
  },
  /** Starting: the caller's own assignment ("not found" for a task not assigned to them). */
  'task.assignee': async (ctx: PolicyContext, taskIdx: number): Promise<{ task: CompanyTask; taskUser: TaskUserRow }> => {
    const { task, taskUser } = await taskOf(ctx, taskIdx);
    if (!taskUser) throw notFound();
    return { task, taskUser };
  },
  /** Saving and submitting: the caller's own homework note, with its task ("not found" for anyone else's). */
  'note.solve': async (ctx: PolicyContext, noteIdx: number): Promise<SolvableNote> => {
    const row = (await accessRepository.note.findOwnHomework(scopeOf(ctx), new Set([noteIdx]))).get(noteIdx);
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'The note was not found.');
    return row;
  },
};
