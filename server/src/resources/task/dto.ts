import {
  ConversionStatus,
  type NoteStatusCd,
  type TaskDeleteBlock,
  type TaskStatusCd,
  type TaskSummary,
  type TodoTask,
} from '@boda/contract';
import { isTaskTeacher } from '../../auth/policies';
import type { TaskUserRow } from '../../db/schema';
import type { SignedInContext } from '../../http/context';
import type { TaskSummaryRow } from './repository';

/* Rows to the contract's shapes. */

export function toTaskSummary(row: TaskSummaryRow, ctx: Pick<SignedInContext, 'auth'>): TaskSummary {
  const { task, textbook } = row;
  const deleteBlock = deleteBlockOf(row, ctx);
  return {
    taskIdx: task.taskIdx,
    taskName: task.taskName,
    textbookIdx: task.textbookIdx,
    textbook: {
      textbookIdx: task.textbookIdx,
      textbookName: textbook.bookName ?? '',
      bookType: (textbook.bookType ?? 1) as TaskSummary['textbook']['bookType'],
      bankType: (textbook.bankType ?? null) as TaskSummary['textbook']['bankType'],
      pageCount: textbook.pageCount ?? 0,
      questionCount: textbook.questionCount ?? 0,
      ready: textbook.conversionStatus === ConversionStatus.READY,
    },
    submitLimitDatetime: task.submitLimitDatetime.toISOString(),
    autoReview: task.autoReview === 1 ? 1 : 0,
    totalUserCount: row.totalUserCount,
    submitUserCount: row.submitUserCount,
    regUser: { userIdx: task.regUserIdx, userName: task.regUserName },
    regDatetime: task.regDatetime.toISOString(),
    deleteYn: task.deleted ? 1 : 0,
    deletable: deleteBlock === null,
    deleteBlock,
  };
}

function deleteBlockOf(row: TaskSummaryRow, ctx: Pick<SignedInContext, 'auth'>): TaskDeleteBlock | null {
  if (row.task.deleted) return 'DELETED';
  if (!isTaskTeacher(ctx, row.task)) return 'NOT_TEACHER';
  if (row.submitUserCount > 0) return 'SUBMITTED';
  return row.everSubmittedCount > 0 ? 'HANDED_IN' : null;
}

export function toMyTaskUser(taskUser: TaskUserRow, noteStatus: number | null): TodoTask['taskUser'] {
  return {
    taskUserIdx: taskUser.taskUserIdx,
    taskStatus: taskUser.taskStatus as TaskStatusCd,
    noteIdx: taskUser.noteIdx,
    noteStatus: taskUser.noteIdx === null ? null : (noteStatus as NoteStatusCd | null),
  };
}
