import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type LoginResult, NoteListType, NoteStatus } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, tasks } from '../../db/schema';
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

async function noteOf(studentIdx: number, noteTitle: string, submitted: Date) {
  const { noteIdx } = await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
    companyIdx: h.demoCompanyIdx,
    teacherIdx: teacher.user.userIdx,
    studentIdx,
    noteTitle,
  });
  await h.db.update(notes).set({ noteSubmitDatetime: submitted }).where(eq(notes.noteIdx, noteIdx));
  return noteIdx;
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-note-list-'));
  h = await startHarness({ filesDir });
  [teacher, teacher2, student, student2, operator] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, 'student1', 'student2', DEMO.users.operator].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

describe('note.LIST', () => {
  it('filters the submitted list by submit date and by title or student name, in the asked order', async () => {
    const early = await noteOf(student.user.userIdx, 'Geometry week 1', new Date('2026-03-02T03:00:00Z'));
    const late = await noteOf(student2.user.userIdx, 'Geometry week 2', new Date('2026-03-09T03:00:00Z'));
    const ids = async (input: Record<string, unknown>) => {
      const reply = await h.send('note.LIST', { searchType: NoteListType.SUBMITTED, ...input }, as(teacher));
      expect(reply.status, reply.raw).toBe(200);
      return reply.body.data!.resultPage.content.map((n) => n.noteIdx);
    };
    expect(await ids({ searchKeyword: 'Geometry' })).toEqual([late, early]);
    expect(await ids({ searchKeyword: 'Geometry', order: 'noteSubmitDatetime,ASC' })).toEqual([early, late]);
    expect(await ids({ searchKeyword: 'Yoon' })).toEqual([late]);
    expect(await ids({ searchStartDate: '2026-03-05T00:00:00+09:00', searchEndDate: '2026-03-31T00:00:00+09:00' })).toEqual([late]);
    const paged = await h.send('note.LIST', { searchType: NoteListType.SUBMITTED, searchKeyword: 'Geometry', size: 1 }, as(teacher));
    expect(paged.body.data?.resultPage).toMatchObject({ total: 2, first: true, last: false, size: 1 });
  });

  it('leaves out notes still being written from the submitted list, and notes of removed tasks from every list', async () => {
    const { noteIdx, taskIdx } = await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
      companyIdx: h.demoCompanyIdx,
      teacherIdx: teacher.user.userIdx,
      studentIdx: student.user.userIdx,
      noteTitle: 'Still writing',
      status: NoteStatus.SAVE,
    });
    const listed = async (type: number, login: LoginResult, serviceType: 'SERVICE' | 'MANAGE' = 'SERVICE') =>
      (
        await h.send('note.LIST', { searchType: type, searchKeyword: 'Still writing' }, as(login, serviceType))
      ).body.data!.resultPage.content.map((n) => n.noteIdx);
    expect(await listed(NoteListType.SUBMITTED, teacher)).toEqual([]);
    expect(await listed(NoteListType.WORK, student)).toEqual([noteIdx]);
    expect(await listed(NoteListType.MANAGE, operator, 'MANAGE')).toEqual([noteIdx]);
    await h.db.update(tasks).set({ deleted: true }).where(eq(tasks.taskIdx, taskIdx));
    expect(await listed(NoteListType.WORK, student)).toEqual([]);
    expect(await listed(NoteListType.MANAGE, operator, 'MANAGE')).toEqual([]);
  });

  it('the manage list is for the manage area; a meeting list needs a meeting of the company', async () => {
    expect((await h.send('note.LIST', { searchType: NoteListType.MANAGE }, as(teacher2))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await h.send('note.LIST', { searchType: NoteListType.MEET }, as(teacher))).body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect((await h.send('note.LIST', { searchType: NoteListType.MEET, meetCode: 'nosuchmeet' }, as(teacher))).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('taking a completed note back to inspection closes it to the student again', async () => {
    const { noteIdx } = await createHomeworkNoteFixture(h.db, h.app.boda.storage!, {
      companyIdx: h.demoCompanyIdx,
      teacherIdx: teacher.user.userIdx,
      studentIdx: student.user.userIdx,
      status: NoteStatus.COMPLETED,
    });
    expect((await h.send('note.VIEW', { noteIdx }, as(student))).body.data?.result.permissions.open).toBe(true);
    const back = await h.send(
      'note.MOD_STATUS',
      { noteIdx, statusCd: NoteStatus.INSPECTION, confirmComment: 'one more look' },
      as(operator, 'MANAGE'),
    );
    expect(back.body.data?.result.noteStatus).toBe(NoteStatus.INSPECTION);
    expect((await h.send('note.NOTE_JSON', { noteIdx }, as(student))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });
});
