import { ErrorCode, NoteStatus, TaskStatus } from '@boda/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users as usersTable } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { registerAnswerValidator } from '../note';

/* Deploy, lists, start, save and submit with auto review, on the demo company with a ready textbook. */

let h: Harness;
const token: Record<string, string> = {};
const ids: Record<string, number> = {};

async function rows(query: string): Promise<Record<string, unknown>[]> {
  return ((await h.db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;
}
const as = (who: string, serviceType = 'SERVICE') => ({ token: token[who], serviceType });
const future = () => new Date(Date.now() + 86_400_000).toISOString();

async function readyTextbook(answers: string): Promise<number> {
  const [book] = await rows(
    `insert into books (company_idx, reg_user_idx, reg_user_name, book_name, book_use, book_type, bank_type, source, page_count, question_count, answer_count, solution_list, conversion_status, pages_done, page_total)
     values (${h.demoCompanyIdx}, ${ids.teacher1}, 'Teacher Park', 'Ready textbook', 1, 1, 1, 'pdf', 2, 3, 3, '${answers}', 'ready', 2, 2) returning book_idx`,
  );
  const bookIdx = Number(book!.book_idx);
  for (const pageNo of [1, 2])
    await rows(
      `insert into book_pages (book_idx, page_no, image_key, thumbnail_key, content_type, width, height) values (${bookIdx}, ${pageNo}, 'k${bookIdx}-${pageNo}', 't${bookIdx}-${pageNo}', 'image/webp', 1400, 2000)`,
    );
  return bookIdx;
}

async function deploy(textbookIdx: number, students: string[], autoReview: 0 | 1 = 1) {
  const reply = await h.send(
    'task.ADD',
    { textbookIdx, task: { taskName: 'Fractions', submitLimitDatetime: future(), autoReview }, userIdxList: students.map((s) => ids[s]!) },
    as('teacher1'),
  );
  expect(reply.raw).toContain('"success":true');
  return reply.body.data!.result.taskIdx;
}

const ANSWERS = '[{"PNo":1,"AnsTy":1,"Ans":"2,4"},{"PNo":2,"AnsTy":2,"Ans":"ＡBc"},{"PNo":3,"AnsTy":2,"Ans":""}]';

beforeAll(async () => {
  h = await startHarness();
  for (const userId of ['teacher1', 'teacher2', 'operator', 'student1', 'student2', 'student3']) {
    token[userId] = (await h.login(userId)).token.access_token;
    const [u] = await rows(`select user_idx from users where company_idx = ${h.demoCompanyIdx} and user_id = '${userId}'`);
    ids[userId] = Number(u!.user_idx);
  }
  expect(DEMO.users.teacher).toBe('teacher1');
});
afterAll(() => h.close());

describe('deploying', () => {
  it('refuses a past deadline, a non-student and an unknown textbook; marks the book used', async () => {
    const bookIdx = await readyTextbook(ANSWERS);
    const base = { textbookIdx: bookIdx, task: { taskName: 'x', submitLimitDatetime: future() }, userIdxList: [ids.student1!] };
    const past = await h.send(
      'task.ADD',
      { ...base, task: { taskName: 'x', submitLimitDatetime: '2020-01-01T00:00:00Z' } },
      as('teacher1'),
    );
    expect(past.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect(past.body.details?.[0]?.path).toBe('task.submitLimitDatetime');
    const teacher = await h.send('task.ADD', { ...base, userIdxList: [ids.student1!, ids.teacher2!] }, as('teacher1'));
    expect(teacher.body.details?.[0]?.path).toBe('userIdxList');
    expect((await h.send('task.ADD', { ...base, textbookIdx: 999999 }, as('teacher1'))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    await deploy(bookIdx, ['student1']);
    const [book] = await rows(`select book_status, deploy_datetime from books where book_idx = ${bookIdx}`);
    expect(book).toMatchObject({ book_status: 2 });
    expect(book!.deploy_datetime).not.toBeNull();
    // A book with homework is not deleted.
    expect((await h.send('textbook.DEL', { textbookIdx: bookIdx }, as('teacher1'))).body.errorCode).toBe(ErrorCode.BOOK_IN_USE);
  });
});

describe('lists, view, delete and reminders', () => {
  it('lists own and company tasks with counts; students see only their own; others get not found', async () => {
    const taskIdx = await deploy(await readyTextbook(ANSWERS), ['student1', 'student2']);
    const own = await h.send('task.LIST', { searchType: 2, searchKeyword: 'Fract' }, as('teacher1'));
    const mine = own.body.data!.resultPage.content.find((t) => t.taskIdx === taskIdx)!;
    expect(mine).toMatchObject({ totalUserCount: 2, submitUserCount: 0, deletable: true, deleteBlock: null, textbook: { ready: true } });
    const other = await h.send('task.LIST', { searchType: 2 }, as('teacher2'));
    expect(other.body.data!.resultPage.content.some((t) => t.taskIdx === taskIdx)).toBe(false);
    const company = await h.send('task.LIST', { searchType: 1 }, as('teacher2'));
    expect(company.body.data!.resultPage.content.find((t) => t.taskIdx === taskIdx)).toMatchObject({
      deletable: false,
      deleteBlock: 'NOT_TEACHER',
    });
    const todo = await h.send('task.LIST_TODO', {}, as('student1'));
    expect(todo.body.data!.resultPage.content.find((t) => t.taskIdx === taskIdx)?.taskUser.taskStatus).toBe(TaskStatus.NOT_STARTED);
    expect((await h.send('task.VIEW', { taskIdx }, as('student3'))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('task.VIEW', { taskIdx }, as('teacher2'))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('task.VIEW', { taskIdx }, as('operator', 'MANAGE'))).body.data?.result.taskUser).toBeNull();

    // Each student reads the reminder in their own language, the deadline in the teacher's time zone.
    await h.db.update(usersTable).set({ language: 'ko' }).where(eq(usersTable.userIdx, ids.student2!));
    const hurry = await h.send(
      'task.SEND_HURRY',
      { taskIdx, userIdxList: [ids.student1!, ids.student2!, ids.student3!], utcOffsetMin: 540 },
      as('teacher1'),
    );
    expect(hurry.body.data?.result).toEqual({ sentCount: 2, skippedCount: 1 });
    const inbox = await h.send('message.recv.LIST', {}, as('student1'));
    expect(inbox.raw).toContain('Homework reminder: Fractions');
    expect(inbox.raw).not.toContain('숙제 제출 알림');
    const koInbox = await h.send('message.recv.LIST', {}, as('student2'));
    expect(koInbox.raw).toContain('숙제 제출 알림: Fractions');
    const [reminder] = await h.db
      .select({ contents: messages.contents })
      .from(messages)
      .where(eq(messages.title, 'Homework reminder: Fractions'));
    expect(reminder?.contents).toMatch(/by \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\+09:00\)/);
    const users = await h.send('taskUser.LIST', { taskIdx, searchType: 2 }, as('teacher1'));
    expect(users.body.data!.resultList.find((u) => u.userIdx === ids.student1)?.hurryCount).toBe(1);

    expect((await h.send('task.DELETE', { task: { taskIdx } }, as('teacher2'))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await h.send('task.DELETE', { task: { taskIdx } }, as('teacher1'))).body.success).toBe(true);
    // The assignee still sees it, removed; it leaves the lists and cannot be started.
    expect((await h.send('task.VIEW', { taskIdx }, as('student1'))).body.data?.result.deleteYn).toBe(1);
    expect((await h.send('task.LIST_TODO', {}, as('student1'))).raw).not.toContain(`"taskIdx":${taskIdx},`);
    expect((await h.send('task.START', { taskIdx }, as('student1'))).body.errorCode).toBe(ErrorCode.TASK_REMOVED);
  });
});

describe('start, save, submit', () => {
  it('makes one note from the textbook, saves by sequence, grades on submission and refuses afterwards', async () => {
    const taskIdx = await deploy(await readyTextbook(ANSWERS), ['student1', 'student2']);
    const [first, second] = await Promise.all([
      h.send('task.START', { taskIdx }, as('student1')),
      h.send('task.START', { taskIdx }, as('student1')),
    ]);
    expect(first.body.data?.result.noteIdx).toBe(second.body.data?.result.noteIdx);
    expect([first.body.data?.result.resumed, second.body.data?.result.resumed].sort()).toEqual([false, true]);
    const noteIdx = first.body.data!.result.noteIdx;
    const [note] = await rows(`select note_kind, note_title, note_status, question_count from notes where note_idx = ${noteIdx}`);
    expect(note).toMatchObject({ note_kind: 1, note_title: 'Fractions', note_status: NoteStatus.SAVE, question_count: 3 });
    expect(await rows(`select page_no, book_page_no, width from note_pages where note_idx = ${noteIdx} order by page_no`)).toEqual([
      { page_no: 1, book_page_no: 1, width: 1400 },
      { page_no: 2, book_page_no: 2, width: 1400 },
    ]);

    // Another student neither starts this task as theirs nor saves or submits this note.
    const other = await h.send('task.START', { taskIdx }, as('student3'));
    expect(other.body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('note.SAVE', { noteIdx, spentSec: 5 }, as('student2'))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('note.SUBMIT', { noteIdx }, as('student2'))).body.errorCode).toBe(ErrorCode.NOT_FOUND);

    const ink = {
      strokes: [{ tool: 'pen' as const, color: '#1f1f1f', size: 0.004, points: [[0.1, 0.1, 0.5] as [number, number, number]] }],
    };
    const saved = await h.send(
      'note.SAVE',
      {
        noteIdx,
        pageList: [{ agendaNo: 1, pageNo: 1, ink, seq: 2 }],
        solutionList: [
          { solutionNo: 1, answer: '4,2', seq: 2 },
          { solutionNo: 2, answer: ' abc ', seq: 2 },
          { solutionNo: 3, answer: 'maybe', seq: 2 },
        ],
        spentSec: 30,
      },
      as('student1'),
    );
    expect(saved.body.data?.result.solveCount).toBe(3);
    // A late, older save changes nothing.
    await h.send(
      'note.SAVE',
      {
        noteIdx,
        pageList: [{ agendaNo: 1, pageNo: 1, ink: { strokes: [] }, seq: 1 }],
        solutionList: [{ solutionNo: 1, answer: '1', seq: 1 }],
      },
      as('student1'),
    );
    const [page] = await rows(`select ink, seq from note_pages where note_idx = ${noteIdx} and page_no = 1`);
    expect(page).toMatchObject({ seq: 2, ink });
    const [answer] = await rows(`select answer from note_solutions where note_idx = ${noteIdx} and solution_no = 1`);
    expect(answer!.answer).toBe('2,4');

    const submitted = await h.send('note.SUBMIT', { noteIdx, spentSec: 10 }, as('student1'));
    expect(submitted.body.data?.result).toMatchObject({
      noteStatus: NoteStatus.SUBMIT,
      correctCount: 2,
      wrongCount: 0,
      autoReviewed: 2,
      leftForTeacher: 1,
    });
    const [spent] = await rows(`select spent_time, submit_count from notes where note_idx = ${noteIdx}`);
    expect(spent).toMatchObject({ spent_time: 40, submit_count: 1 });
    expect(await rows(`select note_status, spent_time from note_logs where note_idx = ${noteIdx} order by log_idx`)).toEqual([
      // Two starts opened two sessions; the saves and the submission counted into the newest.
      { note_status: 1, spent_time: 0 },
      { note_status: 1, spent_time: 40 },
      { note_status: 2, spent_time: 40 },
    ]);
    expect((await h.send('note.SAVE', { noteIdx }, as('student1'))).body.errorCode).toBe(ErrorCode.TASK_ALREADY_SUBMITTED);
    expect((await h.send('task.START', { taskIdx }, as('student1'))).body.errorCode).toBe(ErrorCode.TASK_ALREADY_SUBMITTED);
    expect((await h.send('task.DELETE', { task: { taskIdx } }, as('teacher1'))).body.errorCode).toBe(ErrorCode.SUBMISSION_EXISTS);
  });

  it('a blank answer is wrong; a configured validator decides the typed answers the book cannot', async () => {
    const unregister = registerAnswerValidator('test-double', { validate: (_q, answer) => ({ result: answer === 'yes' ? 1 : 0 }) });
    process.env.ANSWER_VALIDATOR = 'test-double';
    try {
      const taskIdx = await deploy(await readyTextbook(ANSWERS), ['student2']);
      const noteIdx = (await h.send('task.START', { taskIdx }, as('student2'))).body.data!.result.noteIdx;
      await h.send('note.SAVE', { noteIdx, solutionList: [{ solutionNo: 3, answer: 'yes', seq: 1 }] }, as('student2'));
      const result = (await h.send('note.SUBMIT', { noteIdx }, as('student2'))).body.data!.result;
      expect(result).toMatchObject({ correctCount: 1, wrongCount: 2, leftForTeacher: 0, autoReviewed: 3 });
      expect(
        await rows(`select solution_no, result, review_source from note_solutions where note_idx = ${noteIdx} order by solution_no`),
      ).toEqual([
        { solution_no: 1, result: 0, review_source: 'auto' },
        { solution_no: 2, result: 0, review_source: 'auto' },
        { solution_no: 3, result: 1, review_source: 'validator' },
      ]);
    } finally {
      delete process.env.ANSWER_VALIDATOR;
      unregister();
    }
  });

  it('refuses to start before the textbook is converted (WB-409-002)', async () => {
    const bookIdx = await readyTextbook(ANSWERS);
    await rows(`update books set conversion_status = 'converting' where book_idx = ${bookIdx}`);
    const taskIdx = await deploy(bookIdx, ['student3']);
    expect((await h.send('task.START', { taskIdx }, as('student3'))).body.errorCode).toBe(ErrorCode.BOOK_NOT_READY);
  });
});

describe("the contract's bodyLimit", () => {
  it('note.SAVE takes a body over 1 MiB; note.SUBMIT on the same path still refuses one (WB-400-402)', async () => {
    const big = 'x'.repeat(2 * 1024 * 1024);
    const post = (command: string) =>
      h.app.inject({
        method: 'POST',
        url: '/boda/note',
        payload: { command, noteIdx: 999999, padding: big },
        headers: { authorization: `Bearer ${token.student1}`, 'x-service-type': 'SERVICE' },
      });
    expect((await post('SAVE')).json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    expect((await post('SUBMIT')).json()).toMatchObject({ errorCode: ErrorCode.FILE_TOO_LARGE });
  });
});
