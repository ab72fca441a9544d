import { NoteKind, NoteStatus, type PageInk, TaskStatus } from '@boda/contract';
import type { Db } from '../../db/client';
import { bookPages, books, noteAgendas, notePages, notes, noteSolutions, taskUsers, tasks } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';
import { inCompanyRow } from '../../db/scoped';
import { recountNote } from './counts';

/*
 * TEST FIXTURE ONLY (tests import it; nothing else does): a homework note written straight into the
 * tables, the way task.START, note.SAVE and note.SUBMIT (the task resource's) would leave it, so the
 * note commands can be tested without them. A 2-page textbook with real page images, a task by the
 * teacher, the student's task user and note, and three questions (choice 2, text 'x', choice 4).
 */

export const FIXTURE_ANSWERS = [
  { PNo: 1, AnsTy: 1 as const, Ans: '2' },
  { PNo: 2, AnsTy: 2 as const, Ans: 'x' },
  { PNo: 3, AnsTy: 1 as const, Ans: '4' },
];

export const FIXTURE_INK: PageInk = {
  strokes: [
    {
      tool: 'pen',
      color: '#d12f2f',
      size: 0.01,
      points: [
        [0.1, 0.1, 0.5],
        [0.9, 0.9, 0.5],
      ],
    },
  ],
};

async function pagePng(width: number, height: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
}

export interface FixtureNote {
  textbookIdx: number;
  taskIdx: number;
  noteIdx: number;
}

export async function createHomeworkNoteFixture(
  db: Db,
  storage: FileStorage,
  options: {
    companyIdx: number;
    teacherIdx: number;
    studentIdx: number;
    noteTitle?: string;
    status?: number;
    /** Answers and results per question (1-based order); default all answered, undecided. */
    solutions?: Array<{ answer: string; result: 0 | 1 | null }>;
  },
): Promise<FixtureNote> {
  const [book] = await db
    .insert(books)
    .values({
      companyIdx: options.companyIdx,
      regUserIdx: options.teacherIdx,
      regUserName: 'Teacher',
      bookName: 'Fixture textbook',
      bookUse: 1,
      bookType: 1,
      bankType: 1,
      source: 'images',
      pageCount: 2,
      questionCount: 3,
      answerCount: 3,
      solutionList: FIXTURE_ANSWERS,
      conversionStatus: 'ready',
      pagesDone: 2,
      pageTotal: 2,
    })
    .returning();
  const textbookIdx = book!.bookIdx;
  for (const pageNo of [1, 2]) {
    const image = `fixture/books/${textbookIdx}/page-${pageNo}.png`;
    const thumbnail = `fixture/books/${textbookIdx}/thumb-${pageNo}.png`;
    await storage.put(image, await pagePng(200, 280));
    await storage.put(thumbnail, await pagePng(40, 56));
    await db.insert(bookPages).values({
      bookIdx: textbookIdx,
      pageNo,
      imageKey: image,
      thumbnailKey: thumbnail,
      contentType: 'image/png',
      width: 200,
      height: 280,
    });
  }
  const [task] = await db
    .insert(tasks)
    .values({
      companyIdx: options.companyIdx,
      textbookIdx,
      taskName: options.noteTitle ?? 'Fixture homework',
      submitLimitDatetime: new Date(Date.now() + 86_400_000),
      regUserIdx: options.teacherIdx,
      regUserName: 'Teacher',
    })
    .returning();
  const status = options.status ?? NoteStatus.SUBMIT;
  const submitted = status >= NoteStatus.SUBMIT;
  const [note] = await db
    .insert(notes)
    .values({
      companyIdx: options.companyIdx,
      userIdx: options.studentIdx,
      noteKind: NoteKind.TASK,
      taskIdx: task!.taskIdx,
      textbookIdx,
      noteTitle: options.noteTitle ?? 'Fixture homework',
      noteStatus: status,
      noteSubmitDatetime: submitted ? new Date() : null,
      submitCount: submitted ? 1 : 0,
    })
    .returning();
  const noteIdx = note!.noteIdx;
  await db.insert(taskUsers).values({
    taskIdx: task!.taskIdx,
    userIdx: options.studentIdx,
    taskStatus: submitted ? TaskStatus.SUBMITTED : TaskStatus.IN_PROGRESS,
    noteIdx,
  });
  await db.insert(noteAgendas).values({ noteIdx, agendaNo: 1, agendaName: 'Fixture textbook' });
  for (const pageNo of [1, 2]) {
    await db.insert(notePages).values({
      noteIdx,
      agendaNo: 1,
      pageNo,
      pageName: `p${pageNo}`,
      bookPageNo: pageNo,
      width: 200,
      height: 280,
      ink: pageNo === 1 ? FIXTURE_INK : { strokes: [] },
    });
  }
  const solutions = options.solutions ?? FIXTURE_ANSWERS.map((a) => ({ answer: a.Ans, result: null }));
  await db.insert(noteSolutions).values(
    FIXTURE_ANSWERS.map((a, i) => ({
      noteIdx,
      solutionNo: a.PNo,
      answerType: a.AnsTy,
      answer: solutions[i]?.answer ?? '',
      result: solutions[i]?.result ?? null,
      reviewSource: solutions[i]?.result === null || solutions[i]?.result === undefined ? null : 'auto',
    })),
  );
  await recountNote(db, inCompanyRow(note!), {}, new Date());
  return { textbookIdx, taskIdx: task!.taskIdx, noteIdx };
}
