import { type CommandData, type CommandParsedInput, ConversionStatus, ErrorCode, NoteKind, NoteStatus, TaskStatus } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookPages, books, noteAgendas, noteLogs, notePages, notes, noteSolutions, taskUsers } from '../../db/schema';
import type { CompanyTask } from '../../db/scoped';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';

/*
 * A student starts or continues their homework (task.START). The first start makes the note from the
 * textbook: one agenda of its pages, one solution per question of its answers; later starts reuse it. Each
 * start opens a solving session (a logNote row) that saves add their time to. The assignment row is locked
 * first, so two starts at once make one note.
 */

/** The note made from the textbook at the first start. */
async function createNote(tx: Db, task: CompanyTask, userIdx: number, now: Date): Promise<number> {
  const [book] = await tx.select().from(books).where(eq(books.bookIdx, task.textbookIdx)).limit(1);
  if (!book || book.conversionStatus !== ConversionStatus.READY) throw new AppError(ErrorCode.BOOK_NOT_READY);
  const pages = await tx.select().from(bookPages).where(eq(bookPages.bookIdx, book.bookIdx)).orderBy(asc(bookPages.pageNo));
  const [note] = await tx
    .insert(notes)
    .values({
      companyIdx: task.companyIdx,
      userIdx,
      noteKind: NoteKind.TASK,
      taskIdx: task.taskIdx,
      textbookIdx: book.bookIdx,
      noteTitle: task.taskName,
      noteStatus: NoteStatus.SAVE,
      questionCount: book.solutionList.length,
      regDatetime: now,
      modDatetime: now,
    })
    .returning({ noteIdx: notes.noteIdx });
  const noteIdx = note!.noteIdx;
  await tx.insert(noteAgendas).values({ noteIdx, agendaNo: 1, agendaName: book.bookName.slice(0, 100) });
  if (pages.length > 0) {
    await tx.insert(notePages).values(
      pages.map((p) => ({
        noteIdx,
        agendaNo: 1,
        pageNo: p.pageNo,
        bookPageNo: p.pageNo,
        width: p.width,
        height: p.height,
        modDatetime: now,
      })),
    );
  }
  if (book.solutionList.length > 0) {
    await tx.insert(noteSolutions).values(book.solutionList.map((s) => ({ noteIdx, solutionNo: s.PNo, answerType: s.AnsTy })));
  }
  return noteIdx;
}

/** Starts (first time: makes the note) or continues; answers the note and whether it existed. */
export async function startTask(db: Db, now: Date, task: CompanyTask, taskUserIdx: number): Promise<{ noteIdx: number; resumed: boolean }> {
  return db.transaction(async (tx) => {
    const [taskUser] = await tx
      .select()
      .from(taskUsers)
      .where(and(eq(taskUsers.taskUserIdx, taskUserIdx), eq(taskUsers.taskIdx, task.taskIdx)))
      .for('update');
    if (!taskUser) throw new AppError(ErrorCode.NOT_FOUND);
    if (taskUser.taskStatus === TaskStatus.SUBMITTED) throw new AppError(ErrorCode.TASK_ALREADY_SUBMITTED);
    if (task.deleted) throw new AppError(ErrorCode.TASK_REMOVED);
    const resumed = taskUser.noteIdx !== null;
    const noteIdx = taskUser.noteIdx ?? (await createNote(tx, task, taskUser.userIdx, now));
    if (!resumed) {
      await tx.update(taskUsers).set({ noteIdx, taskStatus: TaskStatus.IN_PROGRESS }).where(eq(taskUsers.taskUserIdx, taskUserIdx));
    }
    // A new solving session: saves add their time to the newest one.
    await tx.insert(noteLogs).values({ noteIdx, noteStatus: NoteStatus.SAVE, regDatetime: now });
    return { noteIdx, resumed };
  });
}

export async function start(input: CommandParsedInput<'task.START'>, ctx: SignedInContext): Promise<CommandData<'task.START'>> {
  const { task, taskUser } = await requireAccess(ctx, 'task.assignee', input.taskIdx);
  return { result: await startTask(ctx.db, ctx.runtime.clock(), task, taskUser.taskUserIdx) };
}
