import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, NoteListType, NoteStatus, TaskStatus } from '@boda/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReceivers, messages, taskUsers } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { createHomeworkNoteFixture } from './testFixture';

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let teacher2: LoginResult;
let student: LoginResult;
let student2: LoginResult;
let operator: LoginResult;

const as = (login: LoginResult, serviceType: 'SERVICE' | 'MANAGE' = 'SERVICE') => ({ token: login.token.access_token, serviceType });

async function fixture(options: { status?: number; solutions?: Array<{ answer: string; result: 0 | 1 | null }>; noteTitle?: string } = {}) {
  return createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
    companyIdx: h.demoCompanyIdx,
    teacherIdx: teacher.user.userIdx,
    studentIdx: student.user.userIdx,
    ...options,
  });
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-note-'));
  h = await startHarness({ filesDir });
  [teacher, teacher2, student, student2, operator] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, 'student1', 'student2', DEMO.users.operator].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('who reads a note', () => {
  it('its student sees the header, but the pages only while writing or once completed', async () => {
    const { noteIdx } = await fixture();
    const view = await h.send('note.VIEW', { noteIdx }, as(student));
    expect(view.body.data?.result.permissions).toEqual({ open: false, solve: false, inspect: false, recall: false, download: false });
    expect(view.body.data?.result.noteStatus).toBe(NoteStatus.SUBMIT);
    for (const command of ['note.NOTE_JSON', 'note.LIST_AGENDA', 'note.NOTE_PDF_INFO'] as const) {
      expect((await h.send(command, { noteIdx }, as(student))).body.errorCode, command).toBe(ErrorCode.FORBIDDEN);
    }
    const writing = await fixture({ status: NoteStatus.SAVE });
    const json = await h.send('note.NOTE_JSON', { noteIdx: writing.noteIdx }, as(student));
    expect(json.body.data?.result.solutionList.map((s) => s.correctAnswer)).toEqual([null, null, null]);
    expect(json.body.data?.result.agendaList[0]?.pageList[0]?.ink?.strokes).toHaveLength(1);
  });

  it('another student, a teacher of another class and another company get "not found"', async () => {
    const { noteIdx } = await fixture();
    for (const login of [student2, teacher2]) {
      for (const command of ['note.VIEW', 'note.NOTE_JSON', 'logNote.LIST'] as const) {
        expect((await h.send(command, { noteIdx }, as(login))).body.errorCode, command).toBe(ErrorCode.NOT_FOUND);
      }
    }
    expect((await h.send('note.MOD_REVIEW', { noteIdx, solutionNo: 1, result: 1 }, as(teacher2))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await h.send('note.RECALL', { noteIdx }, as(teacher2))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    // A student never inspects (declared access: teachers only).
    expect((await h.send('note.MOD_REVIEW', { noteIdx, solutionNo: 1, result: 1 }, as(student))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const page = await h.app.inject({
      method: 'GET',
      url: `/boda/note/file?command=PAGE_IMAGE&noteIdx=${noteIdx}&agendaNo=1&pageNo=1`,
      headers: { authorization: `Bearer ${student2.token.access_token}`, 'x-service-type': 'SERVICE' },
    });
    expect(JSON.parse(page.body).errorCode).toBe(ErrorCode.NOT_FOUND);
  });

  it('the task teacher and administrators read it with the answers; the note is in their lists', async () => {
    const { noteIdx } = await fixture({ noteTitle: 'Listed homework' });
    const json = await h.send('note.NOTE_JSON', { noteIdx }, as(teacher));
    expect(json.status, json.raw).toBe(200);
    expect(json.body.data?.result.solutionList.map((s) => s.correctAnswer)).toEqual(['2', 'x', '4']);
    expect((await h.send('note.VIEW', { noteIdx }, as(operator, 'MANAGE'))).body.data?.result.permissions.inspect).toBe(true);
    const submitted = await h.send('note.LIST', { searchType: NoteListType.SUBMITTED, searchKeyword: 'Listed' }, as(teacher));
    expect(submitted.body.data?.resultPage.content.map((n) => n.noteIdx)).toContain(noteIdx);
    const manage = await h.send('note.LIST', { searchType: NoteListType.MANAGE, searchKeyword: 'Listed' }, as(operator, 'MANAGE'));
    expect(manage.body.data?.resultPage.content.map((n) => n.noteIdx)).toEqual([noteIdx]);
    expect((await h.send('note.LIST', { searchType: NoteListType.MANAGE }, as(student))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const work = await h.send('note.LIST', { searchType: NoteListType.WORK, searchKeyword: 'Listed' }, as(student));
    expect(work.body.data?.resultPage.content.map((n) => n.noteIdx)).toEqual([noteIdx]);
    const other = await h.send('note.LIST', { searchType: NoteListType.WORK }, as(student2));
    expect(other.body.data?.resultPage.content.map((n) => n.noteIdx)).not.toContain(noteIdx);
    const notTeachers = await h.send('note.LIST', { searchType: NoteListType.SUBMITTED }, as(teacher2));
    expect(notTeachers.body.data?.resultPage.content.map((n) => n.noteIdx)).not.toContain(noteIdx);
  });
});

describe('inspection', () => {
  it('review marks a question, recounts and moves a submitted note to inspection; completing opens it to the student', async () => {
    const { noteIdx } = await fixture();
    const review = await h.send('note.MOD_REVIEW', { noteIdx, solutionNo: 2, result: 0 }, as(teacher));
    expect(review.body.data?.result).toMatchObject({ noteStatus: NoteStatus.INSPECTION, wrongCount: 1, correctCount: 0, questionCount: 3 });
    expect(review.body.data?.result.solution).toMatchObject({ result: 0, reviewSource: 'teacher', correctAnswer: 'x' });
    const corrected = await h.send('note.MOD_SOLUTION', { noteIdx, solutionNo: 2, correction: 'see page 2' }, as(teacher));
    expect(corrected.body.data?.result.solution.correction).toBe('see page 2');
    expect((await h.send('note.CHECK', { noteIdx, agendaNo: 1, pageNo: 2, check: 1 }, as(teacher))).body.data?.result.check).toBe(true);
    const done = await h.send('note.MOD_STATUS', { noteIdx, statusCd: NoteStatus.COMPLETED, confirmComment: 'Well done' }, as(teacher));
    expect(done.body.data?.result.noteStatus).toBe(NoteStatus.COMPLETED);
    const view = await h.send('note.VIEW', { noteIdx }, as(student));
    expect(view.body.data?.result).toMatchObject({ confirmComment: 'Well done', permissions: { open: true, download: true } });
    const json = await h.send('note.NOTE_JSON', { noteIdx }, as(student));
    expect(json.body.data?.result.solutionList.map((s) => s.correctAnswer)).toEqual(['2', 'x', '4']);
    expect(json.body.data?.result.agendaList[0]?.pageList[1]?.check).toBe(true);
  });

  it('refuses reviewing or completing a note still being written, and a question the note lacks', async () => {
    const { noteIdx } = await fixture({ status: NoteStatus.SAVE });
    expect((await h.send('note.MOD_STATUS', { noteIdx, statusCd: NoteStatus.COMPLETED }, as(teacher))).body.errorCode).toBe(
      ErrorCode.FORBIDDEN,
    );
    expect((await h.send('note.MOD_REVIEW', { noteIdx, solutionNo: 1, result: 1 }, as(teacher))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const submitted = await fixture();
    const missing = await h.send('note.MOD_REVIEW', { noteIdx: submitted.noteIdx, solutionNo: 99, result: 1 }, as(teacher));
    expect(missing.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('recall needs wrong answers; it reopens them, the task, and tells the student', async () => {
    const none = await fixture({
      solutions: [
        { answer: '2', result: 1 },
        { answer: 'x', result: 1 },
        { answer: '4', result: 1 },
      ],
    });
    expect((await h.send('note.RECALL', { noteIdx: none.noteIdx }, as(teacher))).body.errorCode).toBe(ErrorCode.NOTHING_TO_RECALL);
    const { noteIdx, taskIdx } = await fixture({
      noteTitle: 'Recalled homework',
      solutions: [
        { answer: '3', result: 0 },
        { answer: 'x', result: 1 },
        { answer: '1', result: 0 },
      ],
    });
    expect((await h.send('note.VIEW', { noteIdx }, as(teacher))).body.data?.result.permissions.recall).toBe(true);
    const recalled = await h.send('note.RECALL', { noteIdx }, as(teacher));
    expect(recalled.body.data?.result).toMatchObject({ noteStatus: NoteStatus.SAVE, redoCount: 2, wrongCount: 0, correctCount: 1 });
    const json = await h.send('note.NOTE_JSON', { noteIdx }, as(student));
    expect(json.body.data?.result.solutionList.map((s) => [s.redo, s.result])).toEqual([
      [true, null],
      [false, 1],
      [true, null],
    ]);
    const [taskUser] = await h.db.select().from(taskUsers).where(eq(taskUsers.taskIdx, taskIdx));
    expect(taskUser?.taskStatus).toBe(TaskStatus.IN_PROGRESS);
    // The teacher's list counts nobody as submitted, yet delete stays off and says why: handed-in work is kept.
    const list = await h.send('task.LIST', { searchType: 2 }, as(teacher));
    expect(list.body.data!.resultPage.content.find((t) => t.taskIdx === taskIdx)).toMatchObject({
      submitUserCount: 0,
      deletable: false,
      deleteBlock: 'HANDED_IN',
    });
    const inbox = await h.db
      .select({ title: messages.title })
      .from(messages)
      .innerJoin(messageReceivers, eq(messageReceivers.messageIdx, messages.messageIdx))
      .where(and(eq(messageReceivers.receiverIdx, student.user.userIdx), eq(messages.regUserIdx, teacher.user.userIdx)));
    expect(inbox.map((m) => m.title)).toContain('[Recalled homework] Redo the wrong answers');
    expect((await h.send('note.RECALL', { noteIdx }, as(teacher))).body.errorCode).toBe(ErrorCode.NOTHING_TO_RECALL);
  });

  it('logNote.LIST answers the sessions, submissions and who reviewed', async () => {
    const { noteIdx } = await fixture({
      solutions: [
        { answer: '2', result: 1 },
        { answer: 'x', result: null },
        { answer: '', result: null },
      ],
    });
    const logs = await h.send('logNote.LIST', { noteIdx }, as(teacher));
    expect(logs.body.data).toMatchObject({ resultList: [], submitCount: 1, reviewSources: ['auto'] });
  });
});
