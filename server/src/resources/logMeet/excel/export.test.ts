import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode, type ExportStatus, type LoginResult, LogMeetSearchType } from '@boda/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../../seed/demo';
import { type Harness, startHarness } from '../../../test/harness';
import { addReservedRoom, clientJoin, joinData, otherCompany, token } from '../../../test/rooms';
import { waitUntil } from '../../../test/waitUntil';
import { purgeClassHistory } from '../../record';
import { insertExport, setExportJob } from './repository';

/*
 * Class-results exports through the API: classes held with the class client, exported as the teacher
 * and as the manage area, the job's .xlsx opened with exceljs; who may start, read and download them.
 */

let h: Harness;
let filesDir: string;
let teacher: LoginResult;
let teacher2: LoginResult;
let student1: LoginResult;
let student2: LoginResult;
let student3: LoginResult;
let operator: LoginResult;

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-logmeet-export-'));
  h = await startHarness({ filesDir });
  [teacher, teacher2, student1, student2, student3, operator] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, 'student1', 'student2', 'student3', DEMO.users.operator].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A class of teacher1's room with student1..3 as members: student1 leaves and comes back, student2 joins, student3 never does. */
async function heldClass(title: string) {
  const members = [student1, student2, student3].map((s) => s.user.userIdx);
  const room = await addReservedRoom(h, token(teacher), { roomTitle: title }, members);
  const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
  const leader = await clientJoin(h, lead);
  await h.send('classClient.START', { attendeeToken: leader });
  const first = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student1))));
  await h.send('classClient.LEAVE', { attendeeToken: first });
  await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student1))));
  await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student2))));
  await h.send('classClient.END', { attendeeToken: leader });
  return { room, meetCode: lead.result.meetCode };
}

async function finished(exportIdx: number, as: LoginResult, serviceType: 'SERVICE' | 'MANAGE' = 'SERVICE'): Promise<ExportStatus> {
  const read = async () => {
    const reply = await h.send('logMeetExcel.EXPORT_STATUS', { exportIdx }, token(as, serviceType));
    const status = reply.body.data?.result;
    if (!status) throw new Error(reply.raw);
    return status;
  };
  return waitUntil(read, ({ status }) => status === 'done' || status === 'failed');
}

function download(kind: string, exportIdx: number, as: LoginResult, serviceType = 'SERVICE') {
  return h.app.inject({
    method: 'GET',
    url: `/boda/logMeet/excel?command=${kind}&exportIdx=${exportIdx}`,
    headers: { authorization: `Bearer ${as.token.access_token}`, 'x-service-type': serviceType },
  });
}

async function sheetRows(payload: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push(
      Array.from(row.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}

const hhmm = (iso: string, offsetMin: number) => new Date(new Date(iso).getTime() + offsetMin * 60_000).toISOString().slice(11, 16);

describe('attendance sheet (USER_JOIN)', () => {
  it('writes one row per expected attendee with times in the caller’s offset, headers in their language', async () => {
    const { meetCode } = await heldClass('Export attendance');
    const started = await h.send(
      'logMeetExcel.EXPORT',
      { kind: 'USER_JOIN', excelRoomMeet: meetCode, language: 'en', utcOffsetMin: 540 },
      token(teacher),
    );
    expect(started.body.data?.result).toMatchObject({ kind: 'USER_JOIN', status: 'queued', total: 1, fileName: null });
    const exportIdx = started.body.data!.result.exportIdx;
    const status = await finished(exportIdx, teacher);
    expect(status).toMatchObject({ status: 'done', done: 1, total: 1, error: null });
    expect(status.fileName).toMatch(/^attendance_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const reply = await download('USER_JOIN', exportIdx, teacher);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toContain(status.fileName!);
    const rows = await sheetRows(reply.rawPayload);
    expect(rows[0]).toEqual(['Class', 'Date', 'Teacher', 'Name', 'ID', 'First join', 'Last exit', 'Total time', 'Attendance']);
    const attendees = (await h.send('logMeetUser.LIST', { meetCode }, token(teacher))).body.data!.resultList;
    const s1 = attendees.find((a) => a.userId === 'student1')!;
    const byId = new Map(rows.slice(1).map((r) => [r[4], r]));
    expect([...byId.keys()].sort()).toEqual(['student1', 'student2', 'student3']);
    expect(byId.get('student1')).toEqual([
      'Export attendance',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      'Teacher Park',
      s1.userName,
      'student1',
      hhmm(s1.joinDatetime, 540),
      hhmm(s1.quitDatetime!, 540),
      expect.stringMatching(/^0:00:\d{2}$/),
      'Present',
    ]);
    expect(byId.get('student3')?.slice(5)).toEqual(['', '', '', 'Absent']);
  });

  it('writes typed text that a spreadsheet would take as a formula as plain text (issue 32, G8)', async () => {
    const title = '=HYPERLINK("http://evil.example","Open")';
    const { meetCode } = await heldClass(title);
    const started = await h.send('logMeetExcel.EXPORT', { kind: 'USER_JOIN', excelRoomMeet: meetCode, language: 'en' }, token(teacher));
    const exportIdx = started.body.data!.result.exportIdx;
    expect((await finished(exportIdx, teacher)).status).toBe('done');
    const rows = await sheetRows((await download('USER_JOIN', exportIdx, teacher)).rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual([`'${title}`, `'${title}`, `'${title}`]);
  });

  it('exports every class of the range when nothing is selected, in Korean', async () => {
    await heldClass('Range export one');
    await heldClass('Range export two');
    const started = await h.send(
      'logMeetExcel.EXPORT',
      {
        kind: 'USER_JOIN',
        searchKeyword: 'Range export',
        language: 'ko',
        searchStartDate: new Date(Date.now() - 86_400_000).toISOString(),
      },
      token(teacher),
    );
    const status = await finished(started.body.data!.result.exportIdx, teacher);
    expect(status).toMatchObject({ status: 'done', done: 2, total: 2 });
    const rows = await sheetRows((await download('USER_JOIN', status.exportIdx, teacher)).rawPayload);
    expect(rows[0]?.[0]).toBe('수업명');
    expect(rows[0]?.[8]).toBe('출석 상태');
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(new Set(['Range export one', 'Range export two']));
    expect(rows.slice(1).filter((r) => r[8] === '결석')).toHaveLength(2);
    // The manage area exports the company's classes.
    const company = await h.send(
      'logMeetExcel.EXPORT',
      { kind: 'USER_JOIN', searchType: LogMeetSearchType.COMPANY, searchKeyword: 'Range export' },
      token(operator, 'MANAGE'),
    );
    expect((await finished(company.body.data!.result.exportIdx, operator, 'MANAGE')).total).toBe(2);
    // With the manage list's field and whole match, as the list shows them.
    const whole = await h.send(
      'logMeetExcel.EXPORT',
      {
        kind: 'USER_JOIN',
        searchType: LogMeetSearchType.COMPANY,
        searchKeyword: 'range export one',
        searchFilter: 'meetTitle',
        searchMatch: false,
      },
      token(operator, 'MANAGE'),
    );
    expect(whole.body.data?.result.total).toBe(1);
  });
});

describe('who may export', () => {
  it('refuses classes outside the caller’s scope, students, and more than 50 selected', async () => {
    const { meetCode } = await heldClass('Scoped export');
    const send = (input: Record<string, unknown>, as: ReturnType<typeof token>) =>
      h.send('logMeetExcel.EXPORT', { kind: 'USER_JOIN', ...input } as never, as);
    expect((await send({ excelRoomMeet: meetCode }, token(teacher2))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await send({ excelRoomMeet: meetCode }, token(student1))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await send({ searchType: LogMeetSearchType.COMPANY }, token(teacher))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const other = await otherCompany(h, 'export-other');
    expect((await send({ excelRoomMeet: meetCode, searchType: 1 }, token(other.operator, 'MANAGE'))).body.errorCode).toBe(
      ErrorCode.NOT_FOUND,
    );
    const many = Array.from({ length: 51 }, (_, i) => `M${String(i).padStart(9, '0')}`).join(',');
    const tooMany = await send({ excelRoomMeet: many }, token(teacher));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('removes an export and its file a day after it was made', async () => {
    const { meetCode } = await heldClass('Short-lived export');
    const started = await h.send('logMeetExcel.EXPORT', { kind: 'USER_JOIN', excelRoomMeet: meetCode }, token(teacher));
    const { exportIdx } = await finished(started.body.data!.result.exportIdx, teacher);
    expect((await download('USER_JOIN', exportIdx, teacher)).statusCode).toBe(200);
    const filesBefore = await readdir(join(filesDir, 'exports/logMeet'));
    h.clock.advance(25 * 60 * 60 * 1000);
    const fresh = await h.login(DEMO.users.teacher);
    expect((await purgeClassHistory(h.app.boda)).exports).toBeGreaterThanOrEqual(1);
    expect((await download('USER_JOIN', exportIdx, fresh)).json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    expect((await readdir(join(filesDir, 'exports/logMeet'))).length).toBeLessThan(filesBefore.length);
    h.clock.reset();
  });

  it('lets only the starter read and download an export, of its own kind, once finished', async () => {
    const { meetCode } = await heldClass('Private export');
    const started = await h.send('logMeetExcel.EXPORT', { kind: 'USER_JOIN', excelRoomMeet: meetCode }, token(teacher));
    const { exportIdx } = await finished(started.body.data!.result.exportIdx, teacher);
    expect((await download('USER_JOIN', exportIdx, teacher2)).json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    expect((await download('USER_JOIN', exportIdx, operator, 'MANAGE')).json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    expect((await h.send('logMeetExcel.EXPORT_STATUS', { exportIdx }, token(teacher2))).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await download('USER_SCORE', exportIdx, teacher)).json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });

    // An export whose job has not run yet answers WB-409-004; its status says queued.
    const waiting = await insertExport(h.db, {
      companyIdx: h.demoCompanyIdx,
      userIdx: teacher.user.userIdx,
      kind: 'USER_JOIN',
      fileName: 'attendance.xlsx',
    });
    const [job] = (
      (await h.db.execute(sql`insert into jobs (kind, run_at) values ('test.never-runs', now()) returning job_id`)) as unknown as {
        rows: Array<{ job_id: number }>;
      }
    ).rows;
    await setExportJob(h.db, waiting.exportIdx, Number(job!.job_id));
    const notReady = await download('USER_JOIN', waiting.exportIdx, teacher);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({ errorCode: ErrorCode.EXPORT_NOT_READY });
    expect((await h.send('logMeetExcel.EXPORT_STATUS', { exportIdx: waiting.exportIdx }, token(teacher))).body.data?.result).toMatchObject({
      status: 'queued',
      fileName: null,
    });
  });
});

async function insertHomework(
  studentIdx: number,
  deployer: LoginResult,
  name: string,
  scored: { questions: number; correct: number } | null,
) {
  const run = async (q: ReturnType<typeof sql>) => ((await h.db.execute(q)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [book] =
    await run(sql`insert into books (company_idx, reg_user_idx, reg_user_name, book_name, book_use, book_type, source, conversion_status)
    values (${h.demoCompanyIdx}, ${deployer.user.userIdx}, 'T', ${name}, 1, 1, 'pdf', 'ready') returning book_idx`);
  const [task] = await run(sql`insert into tasks (company_idx, textbook_idx, task_name, submit_limit_datetime, reg_user_idx, reg_user_name)
    values (${h.demoCompanyIdx}, ${book!.book_idx}, ${name}, now() + interval '1 day', ${deployer.user.userIdx}, 'T') returning task_idx`);
  let noteIdx: unknown = null;
  if (scored) {
    const [note] =
      await run(sql`insert into notes (company_idx, user_idx, note_kind, task_idx, note_title, note_status, note_submit_datetime, question_count, correct_count, wrong_count)
      values (${h.demoCompanyIdx}, ${studentIdx}, 1, ${task!.task_idx}, ${name}, 4, now(), ${scored.questions}, ${scored.correct}, ${scored.questions - scored.correct}) returning note_idx`);
    noteIdx = note!.note_idx;
  }
  await run(
    sql`insert into task_users (task_idx, user_idx, task_status, note_idx) values (${task!.task_idx}, ${studentIdx}, ${scored ? 2 : 0}, ${noteIdx})`,
  );
}

describe('score history (USER_SCORE)', () => {
  it('lists each student’s homework with the score; a teacher sees their own homework only', async () => {
    const { meetCode } = await heldClass('Score class');
    await insertHomework(student1.user.userIdx, teacher, 'Fractions quiz', { questions: 10, correct: 8 });
    await insertHomework(student2.user.userIdx, teacher, 'Decimals quiz', null);
    await insertHomework(student1.user.userIdx, teacher2, 'Other teacher quiz', { questions: 4, correct: 4 });
    const started = await h.send('logMeetExcel.EXPORT', { kind: 'USER_SCORE', excelRoomMeet: meetCode, language: 'en' }, token(teacher));
    const status = await finished(started.body.data!.result.exportIdx, teacher);
    expect(status.fileName).toMatch(/^scores_/);
    const rows = await sheetRows((await download('USER_SCORE', status.exportIdx, teacher)).rawPayload);
    expect(rows[0]).toEqual([
      'Name',
      'ID',
      'Homework',
      'Deployed',
      'Deadline',
      'Submitted',
      'Status',
      'Questions',
      'Correct',
      'Wrong',
      'Score',
    ]);
    const quiz = rows.find((r) => r[2] === 'Fractions quiz');
    expect(quiz?.slice(6)).toEqual(['Completed', '10', '8', '2', '80']);
    expect(rows.find((r) => r[2] === 'Decimals quiz')?.slice(5)).toEqual(['', 'Not started']);
    expect(rows.some((r) => r[2] === 'Other teacher quiz')).toBe(false);
    // student3 never came but is a member: listed without homework.
    expect(rows.find((r) => r[1] === 'student3')?.[2]).toBe('-');

    const manage = await h.send(
      'logMeetExcel.EXPORT',
      { kind: 'USER_SCORE', searchType: LogMeetSearchType.COMPANY, excelRoomMeet: meetCode },
      token(operator, 'MANAGE'),
    );
    const all = await sheetRows(
      (await download('USER_SCORE', (await finished(manage.body.data!.result.exportIdx, operator, 'MANAGE')).exportIdx, operator, 'MANAGE'))
        .rawPayload,
    );
    expect(all.find((r) => r[2] === 'Other teacher quiz')?.[10]).toBe('100');
  });

  it('needs function flag 3', async () => {
    const other = await otherCompany(h, 'export-noscore', { funcUse: [true, false, false, true, true, true] });
    const reply = await h.send('logMeetExcel.EXPORT', { kind: 'USER_SCORE' }, token(other.teacher));
    expect(reply.body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const join = await h.send('logMeetExcel.EXPORT', { kind: 'USER_JOIN' }, token(other.teacher));
    expect(join.body.data?.result.total).toBe(0);
  });
});
