import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { ErrorCode, type LoginResult, RoomCategory, UserType } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, meets, meetUserJoins, meetUsers, prices, roomUsers, rooms } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { otherCompany, token } from '../../test/rooms';
import { waitUntil } from '../../test/waitUntil';

/*
 * Settlement through the API on classes written straight into the tables (exact dates): one room with
 * two students, a January class and one that starts 2031-02-01 01:00 in Seoul (still January 31 in UTC).
 */

let h: Harness;
let filesDir: string;
let operator: LoginResult;
let teacher: LoginResult;
let teacher2: LoginResult;
let student1: LoginResult;
let student2: LoginResult;
let student3: LoginResult;
let monitor: LoginResult;
let roomIdx = 0;
const JAN = 'CHG-JAN-0001';
const FEB = 'CHG-FEB-0001';

const hex = () => randomBytes(32).toString('hex');
const manage = () => token(operator, 'MANAGE');
const jan = { searchStartDate: '2031-01-01', searchEndDate: '2031-01-31' };
const feb = { searchStartDate: '2031-02-01', searchEndDate: '2031-02-28' };

async function held(meetCode: string, start: string, attendees: Array<{ user: LoginResult; type: number; minutes: number }>) {
  const at = new Date(start);
  const [meet] = await h.db
    .insert(meets)
    .values({
      meetCode,
      roomIdx,
      companyIdx: h.demoCompanyIdx,
      meetTitle: `Settled ${meetCode}`,
      leaderUserIdx: teacher.user.userIdx,
      openUserIdx: teacher.user.userIdx,
      openDatetime: new Date(at.getTime() - 60_000),
      startDatetime: at,
      endDatetime: new Date(at.getTime() + 60 * 60_000),
    })
    .returning();
  for (const a of attendees) {
    const [mu] = await h.db
      .insert(meetUsers)
      .values({ meetIdx: meet!.meetIdx, userIdx: a.user.user.userIdx, userTypeCd: a.type, firstJoinDatetime: at })
      .returning();
    const quit = new Date(at.getTime() + a.minutes * 60_000);
    await h.db.insert(meetUserJoins).values({
      meetUserIdx: mu!.meetUserIdx,
      meetIdx: meet!.meetIdx,
      sessionTokenHash: hex(),
      joinDatetime: at,
      lastSeenDatetime: quit,
      quitDatetime: quit,
    });
  }
}

beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'boda-charges-'));
  h = await startHarness({ filesDir });
  [operator, teacher, teacher2, student1, student2, student3, monitor] = await Promise.all(
    [DEMO.users.operator, DEMO.users.teacher, DEMO.users.teacher2, 'student1', 'student2', 'student3', DEMO.users.monitor].map((id) =>
      h.login(id),
    ),
  );
  const [room] = await h.db
    .insert(rooms)
    .values({
      roomCode: 'CHG-ROOM',
      roomTitle: 'Settled algebra',
      inviteCode: '900000101',
      companyIdx: h.demoCompanyIdx,
      roomCategoryCd: RoomCategory.RESERVED,
      ownerUserIdx: teacher.user.userIdx,
    })
    .returning();
  roomIdx = room!.roomIdx;
  const longAgo = new Date('2030-01-01T00:00:00Z');
  await h.db.insert(roomUsers).values([
    { roomIdx, userIdx: student1.user.userIdx, regDatetime: longAgo },
    { roomIdx, userIdx: student2.user.userIdx, regDatetime: longAgo },
    // Added after both classes: never an absentee of them.
    { roomIdx, userIdx: student3.user.userIdx, regDatetime: new Date('2031-06-01T00:00:00Z') },
  ]);
  const price = (user: LoginResult, startDate: string, endDate: string | null, amount: number) => ({
    companyIdx: h.demoCompanyIdx,
    userIdx: user.user.userIdx,
    roomIdx,
    startDate,
    endDate,
    price: amount,
  });
  await h.db.insert(prices).values([
    // student1's price changes with February (Seoul days).
    price(student1, '2031-01-01', '2031-01-31', 30000),
    price(student1, '2031-02-01', null, 40000),
    // student2's periods overlap (written past the API's check): the later start wins.
    price(student2, '2030-12-01', null, 20000),
    price(student2, '2031-01-05', '2031-01-20', 25000),
  ]);
  const leader = { user: teacher, type: UserType.TEACHER, minutes: 60 };
  await held(JAN, '2031-01-10T01:00:00Z', [
    leader,
    { user: student1, type: UserType.STUDENT, minutes: 50 },
    { user: student2, type: UserType.STUDENT, minutes: 30 },
    { user: monitor, type: UserType.MONITOR, minutes: 10 },
  ]);
  // 2031-02-01 01:00 in Seoul: a February class with February's price; student2 is absent.
  await held(FEB, '2031-01-31T16:00:00Z', [leader, { user: student1, type: UserType.STUDENT, minutes: 45 }]);
});
afterAll(async () => {
  await h.close();
  await rm(filesDir, { recursive: true, force: true });
});

const list = async (input: Record<string, unknown>, as = manage()) => {
  const reply = await h.send('meetFee.LIST', input, as);
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data!;
};

describe('settlement list', () => {
  it('amounts from the unit price of the meeting’s Seoul day; leader and monitor are not attendees', async () => {
    const data = await list(jan);
    expect(data.resultPage.content.map((m) => m.meetCode)).toEqual([JAN]);
    const [row] = data.resultPage.content;
    expect(row).toMatchObject({ meetTitle: `Settled ${JAN}`, leaderId: 'teacher1', price: { price: 25000 } });
    expect(row?.logMeetUser).toEqual([
      expect.objectContaining({ userId: 'student1', amount: 30000, totalJoinTimeSec: 3000, attended: true, saved: false }),
      expect.objectContaining({ userId: 'student2', amount: 25000, totalJoinTimeSec: 1800, attended: true }),
    ]);
    expect(data.totalAmount).toBe(55000);

    const february = await list(feb);
    expect(february.resultPage.content.map((m) => m.meetCode)).toEqual([FEB]);
    expect(february.resultPage.content[0]?.logMeetUser).toEqual([
      expect.objectContaining({ userId: 'student1', amount: 40000, attended: true }),
      expect.objectContaining({ userId: 'student2', amount: 0, attended: false, totalJoinTimeSec: 0 }),
    ]);
    expect(february.totalAmount).toBe(40000);
  });

  it('counts days in the company’s time zone: in UTC the 01:00-Seoul class of February 1 is January’s', async () => {
    const setZone = (timeZone: string) => h.db.update(companies).set({ timeZone }).where(eq(companies.companyIdx, h.demoCompanyIdx));
    await setZone('UTC');
    try {
      const january = await list(jan);
      expect(january.resultPage.content.map((m) => m.meetCode).sort()).toEqual([FEB, JAN].sort());
      const late = january.resultPage.content.find((m) => m.meetCode === FEB);
      // January 31 in UTC: student1's January price.
      expect(late?.logMeetUser).toEqual([
        expect.objectContaining({ userId: 'student1', amount: 30000, attended: true }),
        expect.objectContaining({ userId: 'student2', amount: 0, attended: false }),
      ]);
      expect(january.totalAmount).toBe(55000 + 30000);
      expect((await list(feb)).resultPage.total).toBe(0);
    } finally {
      await setZone('Asia/Seoul');
    }
    expect((await list(feb)).resultPage.content.map((m) => m.meetCode)).toEqual([FEB]);
  });

  it('filters by leader; defaults to the current month', async () => {
    expect((await list({ ...jan, leaderIdx: teacher2.user.userIdx })).resultPage.total).toBe(0);
    expect((await list({ ...jan, leaderIdx: teacher.user.userIdx })).resultPage.total).toBe(1);
    const now = await list({});
    expect(now.searchStartDate).toMatch(/^\d{4}-\d{2}-01$/);
    const bad = await h.send('meetFee.LIST', { searchStartDate: '2031-02-01', searchEndDate: '2031-01-01' }, manage());
    expect(bad.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    expect((await h.send('meetFee.LIST', { searchStartDate: '2031/01/01' }, manage())).status).toBe(400);
  });

  it('a saved fee wins over the unit price, also for an absentee, and changes the total', async () => {
    const saved = await h.send('meetFee.SAVE', { meetCode: JAN, userIdx: student1.user.userIdx, amount: '12345' }, manage());
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.data?.result).toEqual({ meetCode: JAN, userIdx: student1.user.userIdx, amount: 12345 });
    const data = await list(jan);
    expect(data.resultPage.content[0]?.logMeetUser[0]).toMatchObject({ userId: 'student1', amount: 12345, saved: true });
    expect(data.totalAmount).toBe(12345 + 25000);
    // Saving again replaces it; an absentee can be charged too.
    await h.send('meetFee.SAVE', { meetCode: JAN, userIdx: student1.user.userIdx, amount: 0 }, manage());
    await h.send('meetFee.SAVE', { meetCode: FEB, userIdx: student2.user.userIdx, amount: 999_999_999 }, manage());
    expect((await list(jan)).totalAmount).toBe(25000);
    expect((await list(feb)).totalAmount).toBe(40000 + 999_999_999);
  });

  it('refuses fee edits outside the manage area, by non-administrators, bad amounts and non-attendees', async () => {
    const input = { meetCode: JAN, userIdx: student2.user.userIdx, amount: 1000 };
    expect((await h.send('meetFee.SAVE', input, token(operator))).body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
    expect((await h.send('meetFee.SAVE', input, token(teacher))).body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
    expect((await h.send('meetFee.SAVE', input, token(teacher, 'MANAGE'))).body.errorCode).toBe(ErrorCode.NO_USER_PERMISSION);
    for (const amount of ['12a', '1234567890', '-5', '', '1.5']) {
      const reply = await h.send('meetFee.SAVE', { ...input, amount }, manage());
      expect(reply.body.errorCode, amount).toBe(ErrorCode.BAD_PARAMETER);
      expect(reply.body.details?.[0]?.path, amount).toBe('amount');
    }
    for (const userIdx of [student3.user.userIdx, teacher.user.userIdx, monitor.user.userIdx]) {
      expect((await h.send('meetFee.SAVE', { ...input, userIdx }, manage())).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    }
    expect((await h.send('meetFee.SAVE', { ...input, meetCode: 'NO-SUCH-MEET' }, manage())).body.errorCode).toBe(ErrorCode.NOT_FOUND);
    expect((await list(jan)).resultPage.content[0]?.logMeetUser[1]?.amount).toBe(25000);
  });

  it('service area: the teacher’s class settlement, the student’s class record without amounts', async () => {
    const mine = await list(jan, token(teacher));
    expect(mine.resultPage.total).toBe(1);
    expect(mine.totalAmount).toBe(25000);
    // Asking for another leader changes nothing in the service area.
    expect((await list({ ...jan, leaderIdx: teacher.user.userIdx }, token(teacher2))).resultPage.total).toBe(0);

    const record = await list(jan, token(student1));
    expect(record.totalAmount).toBeNull();
    expect(record.resultPage.content).toHaveLength(1);
    expect(record.resultPage.content[0]?.price).toBeNull();
    expect(record.resultPage.content[0]?.logMeetUser).toEqual([
      expect.objectContaining({ userId: 'student1', totalJoinTimeSec: 3000, amount: null, saved: false }),
    ]);
    // The monitoring account has neither a settlement nor a class record (no such tab or menu either),
    // in the service area or the manage area, nor a settlement sheet.
    for (const area of ['SERVICE', 'MANAGE'] as const) {
      const monitorList = await h.send('meetFee.LIST', jan, token(monitor, area));
      expect([monitorList.status, monitorList.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    }
    const monitorSheet = await h.send('meetFeeExcel.EXPORT', jan, token(monitor, 'MANAGE'));
    expect([monitorSheet.status, monitorSheet.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    // An absent student has no record of the class.
    expect((await list(feb, token(student2))).resultPage.total).toBe(0);
    expect((await list(jan, token(student3))).resultPage.total).toBe(0);
  });

  it('another company sees none of it and cannot save; the settlement flag off refuses everything', async () => {
    const other = await otherCompany(h, 'charges-other');
    expect((await list(jan, token(other.operator, 'MANAGE'))).resultPage.total).toBe(0);
    const save = await h.send(
      'meetFee.SAVE',
      { meetCode: JAN, userIdx: student1.user.userIdx, amount: 1 },
      token(other.operator, 'MANAGE'),
    );
    expect(save.body.errorCode).toBe(ErrorCode.NOT_FOUND);

    const off = await otherCompany(h, 'charges-off', { funcUse: [true, false, true, true, true, false] });
    expect((await h.send('meetFee.LIST', jan, token(off.operator, 'MANAGE'))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    expect((await h.send('meetFee.LIST', jan, token(off.teacher))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const offSave = await h.send('meetFee.SAVE', { meetCode: JAN, userIdx: 1, amount: 1 }, token(off.operator, 'MANAGE'));
    expect(offSave.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('settlement sheet', () => {
  const finished = (exportIdx: number) =>
    waitUntil(
      async () => (await h.send('logMeetExcel.EXPORT_STATUS', { exportIdx }, manage())).body.data!.result,
      ({ status }) => status === 'done' || status === 'failed',
    );
  const download = (exportIdx: number, as: LoginResult) =>
    h.app.inject({
      method: 'GET',
      url: `/boda/logMeet/fee/excel?command=SETTLEMENT&exportIdx=${exportIdx}`,
      headers: { authorization: `Bearer ${as.token.access_token}`, 'x-service-type': 'MANAGE' },
    });

  // The unit price column is the meeting's: the lowest of its attendees' (student2's 20000).
  it('exports the range, one row per attendee with the amounts and a total, headers in the caller’s language', async () => {
    const started = await h.send('meetFeeExcel.EXPORT', { ...feb, language: 'ko', utcOffsetMin: 540 }, manage());
    expect(started.status, started.raw).toBe(200);
    const status = await finished(started.body.data!.result.exportIdx);
    expect(status).toMatchObject({ status: 'done', total: 1, fileName: 'settlement_2031-02-01_2031-02-28.xlsx' });
    // One export service: the status is the class-results command's; the file comes only by its own kind's command.
    expect(status.kind).toBe('SETTLEMENT');
    const asClassSheet = await h.app.inject({
      method: 'GET',
      url: `/boda/logMeet/excel?command=USER_JOIN&exportIdx=${status.exportIdx}`,
      headers: { authorization: `Bearer ${operator.token.access_token}`, 'x-service-type': 'MANAGE' },
    });
    expect(asClassSheet.json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    const reply = await download(status.exportIdx, operator);
    expect(reply.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      rows.push(
        Array.from(row.values as unknown[])
          .slice(1)
          .map((v) => String(v ?? '')),
      ),
    );
    expect(rows[0]).toEqual([
      '수업명',
      '선생님',
      '개설 시각',
      '시작 시각',
      '종료 시각',
      '단가(원)',
      '아이디',
      '이름',
      '참여 시간',
      '금액(원)',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        `Settled ${FEB}`,
        'Teacher Park',
        '2031-02-01 00:59',
        '2031-02-01 01:00',
        '2031-02-01 02:00',
        '20000',
        'student1',
        expect.any(String),
        '0:45:00',
        '40000',
      ],
      [
        `Settled ${FEB}`,
        'Teacher Park',
        '2031-02-01 00:59',
        '2031-02-01 01:00',
        '2031-02-01 02:00',
        '20000',
        'student2',
        expect.any(String),
        '결석',
        '999999999',
      ],
      ['합계', '', '', '', '', '', '', '', '', String(40000 + 999_999_999)],
    ]);
    // Only its starter downloads it; the service area and students cannot start one.
    const other = await h.login(DEMO.users.teacher);
    expect((await download(status.exportIdx, other)).json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    expect((await h.send('meetFeeExcel.EXPORT', feb, token(operator))).body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
  });
});
