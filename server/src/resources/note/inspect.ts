import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  mayRecall,
  NoteStatus,
  type NoteStatusCd,
  ReviewSource,
  TaskStatus,
} from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import { type NoteAccess, requireAccess } from '../../auth/policies';
import type { Db } from '../../db/client';
import type { CompanyNote } from '../../db/scoped';
import { notes, noteSolutions, taskUsers, users } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { escapeHtml, sendNotice } from '../message';
import { answersByNo, toNoteCounts, toSolution } from './dto';
import { recountNote } from './counts';
import * as repo from './repository';

/*
 * The teacher's inspection (service-area 4, manage-area 7): per-question review, corrections, the check
 * flag, completing with a comment, and the recall of wrong answers for a redo. Reviews, corrections and
 * status changes need a submitted note: one still being written is WB-403-001.
 */

/** One question of the note, by its number. */
const theSolution = (note: CompanyNote, solutionNo: number) =>
  and(eq(noteSolutions.noteIdx, note.noteIdx), eq(noteSolutions.solutionNo, solutionNo));

async function solutionRow(db: Db, note: CompanyNote, solutionNo: number) {
  const rows = await db.select().from(noteSolutions).where(theSolution(note, solutionNo)).limit(1);
  const row = rows[0];
  if (!row) throw fieldError('solutionNo', 'The note has no such question.');
  return row;
}

async function solutionDto(ctx: SignedInContext, access: NoteAccess, solutionNo: number) {
  const answers = answersByNo(await repo.textbookSolutions(ctx.db, access.note));
  return toSolution(await solutionRow(ctx.db, access.note, solutionNo), answers, true);
}

export async function modReview(
  input: CommandParsedInput<'note.MOD_REVIEW'>,
  ctx: SignedInContext,
): Promise<CommandData<'note.MOD_REVIEW'>> {
  const access = await requireAccess(ctx, 'note.review', input.noteIdx);
  await solutionRow(ctx.db, access.note, input.solutionNo);
  const note = await ctx.db.transaction(async (tx) => {
    await tx
      .update(noteSolutions)
      .set({ result: input.result, reviewSource: ReviewSource.TEACHER })
      .where(theSolution(access.note, input.solutionNo));
    const status = access.note.noteStatus === NoteStatus.SUBMIT ? { noteStatus: NoteStatus.INSPECTION } : {};
    return recountNote(tx, access.note, status, ctx.runtime.clock());
  });
  return { result: { ...toNoteCounts(note), solution: await solutionDto(ctx, access, input.solutionNo) } };
}

export async function modSolution(
  input: CommandParsedInput<'note.MOD_SOLUTION'>,
  ctx: SignedInContext,
): Promise<CommandData<'note.MOD_SOLUTION'>> {
  const access = await requireAccess(ctx, 'note.review', input.noteIdx);
  await solutionRow(ctx.db, access.note, input.solutionNo);
  await ctx.db.update(noteSolutions).set({ correction: input.correction }).where(theSolution(access.note, input.solutionNo));
  await ctx.db.update(notes).set({ modDatetime: ctx.runtime.clock() }).where(repo.theNote(access.note));
  return { result: { solution: await solutionDto(ctx, access, input.solutionNo) } };
}

/** Completes the note (the student may open it) or takes it back to inspection; the comment and who confirmed are kept. */
export async function modStatus(
  input: CommandParsedInput<'note.MOD_STATUS'>,
  ctx: SignedInContext,
): Promise<CommandData<'note.MOD_STATUS'>> {
  const access = await requireAccess(ctx, 'note.review', input.noteIdx);
  const now = ctx.runtime.clock();
  const [note] = await ctx.db
    .update(notes)
    .set({
      noteStatus: input.statusCd,
      confirmComment: input.confirmComment,
      confirmUserIdx: ctx.auth.userIdx,
      confirmDatetime: now,
      modDatetime: now,
    })
    .where(repo.theNote(access.note))
    .returning();
  if (!note) throw new AppError(ErrorCode.NOT_FOUND);
  return { result: toNoteCounts(note) };
}

export async function check(input: CommandParsedInput<'note.CHECK'>, ctx: SignedInContext): Promise<CommandData<'note.CHECK'>> {
  const { note } = await requireAccess(ctx, 'note.inspect', input.noteIdx);
  const checked = input.check === 1;
  if (!(await repo.setPageChecked(ctx.db, note, input.agendaNo, input.pageNo, checked))) {
    throw new AppError(ErrorCode.NOT_FOUND, 'The note has no such page.');
  }
  return { result: { check: checked } };
}

/**
 * The wrong answers go back to the student for a redo (foundation 5): the note is being written again,
 * the wrong questions open (`redo`, result cleared), the task back in progress, and the student told by
 * a message in the app from the teacher.
 */
export async function recall(input: CommandParsedInput<'note.RECALL'>, ctx: SignedInContext): Promise<CommandData<'note.RECALL'>> {
  const access = await requireAccess(ctx, 'note.inspect', input.noteIdx);
  const { note: before, task } = access;
  if (!mayRecall(before.noteStatus as NoteStatusCd, before.wrongCount)) {
    throw new AppError(ErrorCode.NOTHING_TO_RECALL, 'Only a submitted note with wrong answers can be recalled.');
  }
  const now = ctx.runtime.clock();
  const { note, redoCount } = await ctx.db.transaction(async (tx) => {
    const redone = await tx
      .update(noteSolutions)
      .set({ redo: true, result: null, reviewSource: null })
      .where(and(eq(noteSolutions.noteIdx, before.noteIdx), eq(noteSolutions.result, 0)))
      .returning({ solutionNo: noteSolutions.solutionNo });
    if (before.taskIdx !== null) {
      await tx
        .update(taskUsers)
        .set({ taskStatus: TaskStatus.IN_PROGRESS })
        .where(and(eq(taskUsers.taskIdx, before.taskIdx), eq(taskUsers.userIdx, before.userIdx)));
    }
    const recounted = await recountNote(tx, before, { noteStatus: NoteStatus.SAVE }, now);
    return { note: recounted, redoCount: redone.length };
  });
  const [student] = await ctx.db.select({ userName: users.userName }).from(users).where(eq(users.userIdx, note.userIdx)).limit(1);
  const taskName = escapeHtml(task?.taskName ?? note.noteTitle);
  await sendNotice(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    regUserIdx: ctx.auth.userIdx,
    regUserName: ctx.user.userName,
    sendDatetime: now,
    receivers: [{ receiverIdx: note.userIdx, receiverName: student?.userName ?? '' }],
    compose: (language) =>
      language === 'ko'
        ? {
            title: `[${task?.taskName ?? note.noteTitle}] 오답 다시 풀기`.slice(0, 100),
            contents: `<p>${taskName}: ${redoCount}문제를 다시 풀어 제출해 주세요.</p>`,
          }
        : {
            title: `[${task?.taskName ?? note.noteTitle}] Redo the wrong answers`.slice(0, 100),
            contents: `<p>${taskName}: please solve ${redoCount} question(s) again and submit.</p>`,
          },
  });
  return { result: { ...toNoteCounts(note), redoCount } };
}
