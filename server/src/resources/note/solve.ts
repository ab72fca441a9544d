import {
  AnswerType,
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  formatChoiceAnswer,
  NoteStatus,
  parseChoiceAnswer,
  type Solution,
  TaskStatus,
} from '@boda/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { requireAccess, type SolvableNote } from '../../auth/policies';
import type { Db } from '../../db/client';
import type { CompanyNote } from '../../db/scoped';
import { books, noteLogs, notePages, type NoteRow, notes, noteSolutions, type NoteSolutionRow, tasks, taskUsers } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recountNote } from './counts';
import { toNoteCounts } from './dto';
import type { SignedInContext } from '../../http/context';
import { reviewAnswer } from './review';
import { type AnswerValidator, configuredValidator } from './validator';

/*
 * The student writes and hands in their homework note (note.SAVE, note.SUBMIT; registered by this resource
 * beside the note resource's commands on /boda/note). Saves are per page and per answer with sequence
 * numbers: only a higher sequence than the stored one is applied, so a late, older save never overwrites a
 * newer one. Both lock the note row, so saves and a submission do not interleave.
 */

type SaveInput = CommandParsedInput<'note.SAVE'>;

/** The note, locked, while it is being written (WB-400-304 after submission, WB-400-303 once removed). */
async function lockWritable(tx: Db, noteIdx: number): Promise<NoteRow> {
  const [row] = await tx
    .select({ note: notes, deleted: tasks.deleted })
    .from(notes)
    .innerJoin(tasks, eq(tasks.taskIdx, notes.taskIdx))
    .where(eq(notes.noteIdx, noteIdx))
    .for('update', { of: notes });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  if (row.note.noteStatus !== NoteStatus.SAVE) throw new AppError(ErrorCode.TASK_ALREADY_SUBMITTED);
  if (row.deleted) throw new AppError(ErrorCode.TASK_REMOVED);
  return row.note;
}

/** Adds solving time to the note and its current session (the newest, opened by task.START). */
async function addSpentTime(tx: Db, noteIdx: number, spentSec: number, now: Date): Promise<void> {
  if (spentSec <= 0) return;
  await tx
    .update(notes)
    .set({ spentTime: sql`${notes.spentTime} + ${spentSec}` })
    .where(eq(notes.noteIdx, noteIdx));
  const [session] = await tx
    .select({ logIdx: noteLogs.logIdx })
    .from(noteLogs)
    .where(and(eq(noteLogs.noteIdx, noteIdx), eq(noteLogs.noteStatus, NoteStatus.SAVE)))
    .orderBy(desc(noteLogs.logIdx))
    .limit(1);
  if (session) {
    await tx
      .update(noteLogs)
      .set({ spentTime: sql`${noteLogs.spentTime} + ${spentSec}` })
      .where(eq(noteLogs.logIdx, session.logIdx));
  } else {
    await tx.insert(noteLogs).values({ noteIdx, noteStatus: NoteStatus.SAVE, spentTime: spentSec, regDatetime: now });
  }
}

const solutionsOf = (tx: Db, noteIdx: number) =>
  tx.select().from(noteSolutions).where(eq(noteSolutions.noteIdx, noteIdx)).orderBy(asc(noteSolutions.solutionNo));

/** A recalled note takes answers only to the questions opened again. */
const isRecalled = (solutions: readonly NoteSolutionRow[]) => solutions.some((s) => s.redo);

/** The answer as stored: choices normalised ('4,2' -> '2,4'); a choice answer that is none is refused. */
function storedAnswer(solution: NoteSolutionRow, answer: string, index: number): string {
  if (solution.answerType !== AnswerType.CHOICE) return answer;
  const choices = parseChoiceAnswer(answer);
  if (choices === null) throw fieldError(`solutionList.${index}.answer`, 'Choices are the digits 1 to 5, comma-separated.');
  return formatChoiceAnswer(choices);
}

async function applyPages(tx: Db, noteIdx: number, pageList: SaveInput['pageList'], now: Date): Promise<void> {
  if (pageList.length === 0) return;
  const stored = await tx
    .select({ agendaNo: notePages.agendaNo, pageNo: notePages.pageNo, seq: notePages.seq })
    .from(notePages)
    .where(eq(notePages.noteIdx, noteIdx));
  const seqOf = new Map(stored.map((p) => [`${p.agendaNo}:${p.pageNo}`, p.seq]));
  for (const [i, page] of pageList.entries()) {
    const current = seqOf.get(`${page.agendaNo}:${page.pageNo}`);
    if (current === undefined) throw fieldError(`pageList.${i}.pageNo`, 'The note has no such page.');
    if (page.seq <= current) continue;
    seqOf.set(`${page.agendaNo}:${page.pageNo}`, page.seq);
    await tx
      .update(notePages)
      .set({ ink: page.ink, seq: page.seq, modDatetime: now })
      .where(and(eq(notePages.noteIdx, noteIdx), eq(notePages.agendaNo, page.agendaNo), eq(notePages.pageNo, page.pageNo)));
  }
}

async function applyAnswers(tx: Db, noteIdx: number, solutionList: SaveInput['solutionList']): Promise<void> {
  const solutions = await solutionsOf(tx, noteIdx);
  const byNo = new Map(solutions.map((s) => [s.solutionNo, s]));
  const recalled = isRecalled(solutions);
  for (const [i, input] of solutionList.entries()) {
    const solution = byNo.get(input.solutionNo);
    if (!solution) throw fieldError(`solutionList.${i}.solutionNo`, 'The note has no such question.');
    if (input.seq <= solution.seq || (recalled && !solution.redo)) continue;
    const answer = storedAnswer(solution, input.answer, i);
    // A question named twice in one save is held to the first's sequence number.
    byNo.set(input.solutionNo, { ...solution, answer, seq: input.seq });
    await tx
      .update(noteSolutions)
      .set({ answer, seq: input.seq })
      .where(and(eq(noteSolutions.noteIdx, noteIdx), eq(noteSolutions.solutionNo, input.solutionNo)));
  }
}

/** Applies a save to the owner's note (checked by the caller). */
export async function saveNote(db: Db, now: Date, of: CompanyNote, input: Omit<SaveInput, 'noteIdx'>) {
  const { noteIdx } = of;
  const note = await db.transaction(async (tx) => {
    await lockWritable(tx, noteIdx);
    await applyPages(tx, noteIdx, input.pageList, now);
    await applyAnswers(tx, noteIdx, input.solutionList);
    await addSpentTime(tx, noteIdx, input.spentSec, now);
    return recountNote(tx, of, {}, now);
  });
  return { ...toNoteCounts(note), savedDatetime: now.toISOString() };
}

export async function save(input: SaveInput, ctx: SignedInContext): Promise<CommandData<'note.SAVE'>> {
  const { note } = await requireAccess(ctx, 'note.solve', input.noteIdx);
  return { result: await saveNote(ctx.db, ctx.runtime.clock(), note, input) };
}

/** Grades the questions of this submission: all of them, or after a recall only those opened again. */
async function grade(tx: Db, solved: SolvableNote, solutions: NoteSolutionRow[], validator: AnswerValidator | null) {
  const recalled = isRecalled(solutions);
  const graded = solutions.filter((s) => !recalled || s.redo);
  let bookAnswers = new Map<number, Solution>();
  if (solved.task.autoReview === 1) {
    const [book] = await tx.select({ solutionList: books.solutionList }).from(books).where(eq(books.bookIdx, solved.task.textbookIdx));
    bookAnswers = new Map((book?.solutionList ?? []).map((s) => [s.PNo, s]));
  }
  let autoReviewed = 0;
  for (const solution of graded) {
    const verdict =
      solved.task.autoReview === 1 ? await reviewAnswer(solution, bookAnswers, validator) : { result: null, reviewSource: null };
    if (verdict.result !== null) autoReviewed += 1;
    await tx
      .update(noteSolutions)
      .set({ result: verdict.result, reviewSource: verdict.reviewSource, redo: false })
      .where(and(eq(noteSolutions.noteIdx, solution.noteIdx), eq(noteSolutions.solutionNo, solution.solutionNo)));
  }
  return autoReviewed;
}

/** Hands in the owner's note (checked by the caller), graded when the task asks for auto review. */
export async function submitNote(db: Db, now: Date, solved: SolvableNote, spentSec: number, validator = configuredValidator()) {
  const noteIdx = solved.note.noteIdx;
  return db.transaction(async (tx) => {
    // The task FOR SHARE: its removal (FOR UPDATE) waits for this submission, and sees it.
    await tx.select({ taskIdx: tasks.taskIdx }).from(tasks).where(eq(tasks.taskIdx, solved.task.taskIdx)).for('share');
    await lockWritable(tx, noteIdx);
    await addSpentTime(tx, noteIdx, spentSec, now);
    const solutions = await solutionsOf(tx, noteIdx);
    const autoReviewed = await grade(tx, solved, solutions, validator);
    const note = await recountNote(
      tx,
      solved.note,
      { noteStatus: NoteStatus.SUBMIT, noteSubmitDatetime: now, submitCount: sql`${notes.submitCount} + 1` },
      now,
    );
    await tx.update(taskUsers).set({ taskStatus: TaskStatus.SUBMITTED }).where(eq(taskUsers.taskUserIdx, solved.taskUser.taskUserIdx));
    // The submission's log row: its counts, and the note's solving time so far.
    await tx.insert(noteLogs).values({
      noteIdx,
      noteStatus: NoteStatus.SUBMIT,
      spentTime: note.spentTime,
      questionCount: note.questionCount,
      wrongCount: note.wrongCount,
      regDatetime: now,
    });
    // Questions neither graded now nor decided before: the teacher's.
    const leftForTeacher = note.questionCount - note.correctCount - note.wrongCount;
    return { ...toNoteCounts(note), autoReviewed, leftForTeacher };
  });
}

export async function submit(input: CommandParsedInput<'note.SUBMIT'>, ctx: SignedInContext): Promise<CommandData<'note.SUBMIT'>> {
  const solved = await requireAccess(ctx, 'note.solve', input.noteIdx);
  return { result: await submitNote(ctx.db, ctx.runtime.clock(), solved, input.spentSec) };
}
