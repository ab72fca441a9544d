import { ErrorCode, LicenseType, type LoginResult, type StatsRow, UserType } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema';
import { rebuildCompanyStats } from './rebuild';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, execOf, joinData, otherCompany, token } from '../../test/rooms';

let h: Harness;
let n = 0;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(() => h.clock.reset());

/** Moves the test clock to an instant (logins must follow, their tokens live on the clock). */
function setClock(iso: string): void {
  h.clock.reset();
  h.clock.advance(new Date(iso).getTime() - h.clock.now().getTime());
}

interface School {
  companyIdx: number;
  operator: LoginResult;
  teacher: LoginResult;
  student: LoginResult;
}

async function school(timeZone: string, license: { licenseTypeCd: number; licenseCount: number }): Promise<School> {
  n += 1;
  const { company, operator, teacher, student } = await otherCompany(h, `stats-${n}`);
  await h.db
    .update(companies)
    .set({ timeZone, ...license })
    .where(eq(companies.companyIdx, company.companyIdx));
  return { companyIdx: company.companyIdx, operator, teacher, student };
}

/** The teacher opens a room (the class client joins) and returns its code. */
async function openClass(s: School): Promise<string> {
  const room = await addReservedRoom(h, token(s.teacher), { roomTitle: `Stats ${n}`, anyoneOpen: true }, [s.student.user.userIdx]);
  await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(s.teacher))));
  return room.roomCode;
}

async function chart(
  s: School,
  name: 'statsMeet.LIST_JOIN_CHART' | 'statsMeet.LIST_OPEN_CHART' | 'licenseStatsJoin.LIST_CHART' | 'licenseStatsConcurrent.LIST_CHART',
  searchYm: string,
) {
  const reply = await h.send(name, { searchYm }, token(s.operator, 'MANAGE'));
  expect(reply.status, reply.raw).toBe(200);
  return new Map((reply.body.data?.resultList ?? []).map((r: StatsRow) => [r.logDate, r]));
}

async function license(s: School) {
  const reply = await h.send('license.GET', {}, token(s.operator, 'MANAGE'));
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data!.result;
}

describe('calendar days in the company time zone', () => {
  it('UTC: the same instants are one day (Jan 31) and one month', async () => {
    setClock('2027-01-31T14:55:00Z');
    const s = await school('UTC', { licenseTypeCd: LicenseType.MONTHLY_JOINING_ACCOUNTS, licenseCount: 0 });
    const roomCode = await openClass(s);
    h.clock.advance(10 * 60 * 1000);
    await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode }, token(s.student))));
    const jan = await chart(s, 'statsMeet.LIST_JOIN_CHART', '2027-01');
    expect(jan.get('2027-01-31')).toMatchObject({ joinCount: 2, userCount: 2, resultCount: 1 });
    expect((await chart(s, 'licenseStatsJoin.LIST_CHART', '2027-01')).get('2027-01-31')).toMatchObject({ licenseUsage: 2, customInt1: 2 });
    expect(await license(s)).toMatchObject({ licenseUsage: 2, currentYm: '2027-01' });
  });

  it('Asia/Seoul: 23:55 and 00:05 local fall on two days and, at a month end, in two months', async () => {
    setClock('2027-02-28T14:55:00Z'); // 23:55 in Seoul, Feb 28
    const s = await school('Asia/Seoul', { licenseTypeCd: LicenseType.MONTHLY_JOINING_ACCOUNTS, licenseCount: 0 });
    const roomCode = await openClass(s);
    h.clock.advance(10 * 60 * 1000); // 00:05 in Seoul, Mar 1 (still Feb 28 in UTC)
    await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode }, token(s.student))));
    const jan = await chart(s, 'statsMeet.LIST_JOIN_CHART', '2027-02');
    expect(jan.size).toBe(28);
    expect(jan.get('2027-02-28')).toMatchObject({ joinCount: 1, userCount: 1, resultCount: 1 });
    const feb = await chart(s, 'statsMeet.LIST_JOIN_CHART', '2027-03');
    expect(feb.size).toBe(31);
    expect(feb.get('2027-03-01')).toMatchObject({ joinCount: 1, userCount: 1, resultCount: 0 });
    expect((await chart(s, 'statsMeet.LIST_OPEN_CHART', '2027-02')).get('2027-02-28')?.resultCount).toBe(1);
    // Monthly accounts: March has only the student so far; the teacher joining again makes two.
    expect((await license(s)).licenseUsage).toBe(1);
    expect((await chart(s, 'licenseStatsJoin.LIST_CHART', '2027-03')).get('2027-03-01')).toMatchObject({ licenseUsage: 1, customInt1: 1 });
    await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode }, token(s.teacher))));
    const accounts = await license(s);
    expect(accounts).toMatchObject({ licenseUsage: 2, currentYm: '2027-03', today: '2027-03-01', timeZone: 'Asia/Seoul' });
    const list = await h.send('licenseLogJoin.LIST', { searchDate: '2027-03-01', page: 1, size: 10 }, token(s.operator, 'MANAGE'));
    expect(list.body.data?.resultPage.content.map((r) => [r.userId, r.joinCount]).sort()).toEqual([
      ['student', 1],
      ['teacher', 1],
    ]);
    const total = await h.send('licenseLogJoin.LIST_TOTAL', { searchYm: '2027-02' }, token(s.operator, 'MANAGE'));
    expect(total.body.data?.resultList.map((r) => r.userId)).toEqual(['teacher']);
    // Folding the raw attendance again gives the same numbers as the live rollups.
    const names = ['statsMeet.LIST_JOIN_CHART', 'licenseStatsJoin.LIST_CHART', 'licenseStatsConcurrent.LIST_CHART'] as const;
    const live = await Promise.all(names.flatMap((name) => ['2027-02', '2027-03'].map((ym) => chart(s, name, ym))));
    await rebuildCompanyStats(h.db, s.companyIdx);
    const rebuilt = await Promise.all(names.flatMap((name) => ['2027-02', '2027-03'].map((ym) => chart(s, name, ym))));
    expect(rebuilt).toEqual(live);
  });

  it('a month or day after the current one is refused (WB-400-212); the current month answers', async () => {
    setClock('2027-03-31T15:30:00Z'); // Apr 1 in Seoul
    const s = await school('Asia/Seoul', { licenseTypeCd: LicenseType.CONCURRENCY, licenseCount: 0 });
    const next = await h.send('statsMeet.LIST_JOIN_CHART', { searchYm: '2027-05' }, token(s.operator, 'MANAGE'));
    expect([next.status, next.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    expect((await h.send('statsMeet.LIST_JOIN_CHART', { searchYm: '2027-04' }, token(s.operator, 'MANAGE'))).status).toBe(200);
    const day = await h.send('licenseLogJoin.LIST', { searchDate: '2027-04-02' }, token(s.operator, 'MANAGE'));
    expect(day.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
    const bad = await h.send('statsMeet.LIST_OPEN_CHART', { searchYm: '2027-13' }, token(s.operator, 'MANAGE'));
    expect(bad.status).toBe(400);
    // A student (no manage access) does not see statistics.
    expect((await h.send('license.GET', {}, token(s.student, 'MANAGE'))).status).toBe(403);
  });
});

describe('concurrency metering and limit', () => {
  it('counts present accounts, keeps the hour peak after they leave, and refuses a seat beyond the count', async () => {
    setClock('2027-05-10T01:00:00Z');
    const s = await school('Asia/Seoul', { licenseTypeCd: LicenseType.CONCURRENCY, licenseCount: 2 });
    const roomCode = await openClass(s);
    const studentTicket = joinData(await h.send('roomJoin.JOIN', { roomCode }, token(s.student)));
    const attendee = await clientJoin(h, studentTicket);
    expect(await license(s)).toMatchObject({ licenseUsage: 2, peakUsage: 2, licenseCount: 2 });
    const extra = await h.addUser({ companyIdx: s.companyIdx, userId: 'student2', userTypeCd: UserType.STUDENT });
    await h.db.execute(
      `insert into room_users (room_idx, user_idx) select room_idx, ${extra.userIdx} from rooms where room_code = '${roomCode}'` as never,
    );
    const third = await h.login('student2', { companyId: `stats-${n}` });
    const refused = await h.send('roomJoin.JOIN', { roomCode }, token(third));
    expect([refused.status, refused.body.errorCode]).toEqual([400, ErrorCode.LICENSE_CONCURRENCY_FULL]);
    // Someone present (a relaunched client) is let in again.
    expect((await h.send('roomJoin.JOIN', { roomCode }, token(s.student))).status).toBe(200);
    // The student leaves: a seat is free and usage drops, the day's peak stays.
    await h.send('classClient.LEAVE', { attendeeToken: attendee });
    expect((await license(s)).licenseUsage).toBe(1);
    const granted = joinData(await h.send('roomJoin.JOIN', { roomCode }, token(third)));
    // The class-client join checks again: the student came back in between, so the seat is gone.
    await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode }, token(s.student))));
    const late = await h.send('classClient.JOIN', { joinToken: (await import('../../test/rooms')).execOf(granted).join.joinToken });
    expect(late.body.errorCode).toBe(ErrorCode.LICENSE_CONCURRENCY_FULL);
    const peaks = await chart(s, 'licenseStatsConcurrent.LIST_CHART', '2027-05');
    expect(peaks.get('2027-05-10')?.licenseUsage).toBe(2);
    const hours = await h.send('concurrentStats.LIST_CHART', { searchDate: '2027-05-10' }, token(s.operator, 'MANAGE'));
    expect(hours.body.data?.resultList.find((r) => r.logDate === '2027-05-10T10')?.licenseUsage).toBe(2);
  });
});

describe('racing joins for the last seat', () => {
  /** Two more students in the school's room, each holding a granted ticket. */
  async function twoTickets(s: School, roomCode: string) {
    const tickets = [];
    for (const userId of ['racer1', 'racer2']) {
      const user = await h.addUser({ companyIdx: s.companyIdx, userId, userTypeCd: UserType.STUDENT });
      await h.db.execute(
        `insert into room_users (room_idx, user_idx) select room_idx, ${user.userIdx} from rooms where room_code = '${roomCode}'` as never,
      );
      const login = await h.login(userId, { companyId: `stats-${n}` });
      tickets.push(execOf(joinData(await h.send('roomJoin.JOIN', { roomCode }, token(login)))).join.joinToken);
    }
    return tickets;
  }

  it.each([
    ['concurrency', LicenseType.CONCURRENCY, ErrorCode.LICENSE_CONCURRENCY_FULL],
    ['monthly accounts', LicenseType.MONTHLY_JOINING_ACCOUNTS, ErrorCode.LICENSE_MONTHLY_ACCOUNTS_FULL],
  ])('%s: two class-client joins at once for the last seat, exactly one gets in', async (_name, licenseTypeCd, refusal) => {
    setClock('2027-05-12T01:00:00Z');
    const s = await school('Asia/Seoul', { licenseTypeCd, licenseCount: 2 });
    const roomCode = await openClass(s); // the teacher holds the first seat
    const tickets = await twoTickets(s, roomCode);
    const replies = await Promise.all(tickets.map((joinToken) => h.send('classClient.JOIN', { joinToken })));
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses, replies.map((r) => r.raw).join('\n')).toEqual([200, 400]);
    expect(replies.find((r) => r.status === 400)?.body.errorCode).toBe(refusal);
    expect((await license(s)).licenseUsage).toBe(2);
  });
});

describe('monthly joining accounts limit', () => {
  it('refuses a new account beyond the count this month, lets counted accounts in, and resets next month', async () => {
    setClock('2027-06-30T14:00:00Z'); // 23:00 Jun 30 in Seoul
    const s = await school('Asia/Seoul', { licenseTypeCd: LicenseType.MONTHLY_JOINING_ACCOUNTS, licenseCount: 1 });
    const roomCode = await openClass(s);
    const refused = await h.send('roomJoin.JOIN', { roomCode }, token(s.student));
    expect([refused.status, refused.body.errorCode]).toEqual([400, ErrorCode.LICENSE_MONTHLY_ACCOUNTS_FULL]);
    expect((await h.send('roomJoin.JOIN', { roomCode }, token(s.teacher))).status).toBe(200);
    h.clock.advance(90 * 60 * 1000); // 00:30 Jul 1 in Seoul: a new month
    const [operator, teacher, student] = await Promise.all(
      ['operator', 'teacher', 'student'].map((id) => h.login(id, { companyId: `stats-${n}` })),
    );
    await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode }, token(student!))));
    expect((await license({ ...s, operator: operator! })).licenseUsage).toBe(1);
    const full = await h.send('roomJoin.JOIN', { roomCode }, token(teacher!));
    expect(full.body.errorCode).toBe(ErrorCode.LICENSE_MONTHLY_ACCOUNTS_FULL);
  });
});

const newKid = {
  userId: 'newkid',
  userName: 'New Kid',
  userTypeCd: UserType.STUDENT,
  password: 'Strong#2468',
  phone: '01099990000',
  phone2: '',
};

describe('registered users limit', () => {
  it('refuses creating or re-activating an account beyond the count (WB-400-063)', async () => {
    const s = await school('UTC', { licenseTypeCd: LicenseType.REGISTERED_USERS, licenseCount: 3 });
    expect((await license(s)).licenseUsage).toBe(3); // operator, teacher, student
    const add = await h.send('user.SAVE', newKid, token(s.operator, 'MANAGE'));
    expect([add.status, add.body.errorCode]).toEqual([400, ErrorCode.LICENSE_USERS_FULL]);
    const pause = await h.send(
      'user.MODIFY_STATUS_MULTI',
      { userIdxList: [s.student.user.userIdx], userStatusCd: 2 },
      token(s.operator, 'MANAGE'),
    );
    expect(pause.status, pause.raw).toBe(200);
    expect((await license(s)).licenseUsage).toBe(2);
    const added = await h.send('user.SAVE', newKid, token(s.operator, 'MANAGE'));
    expect(added.status, added.raw).toBe(200);
    const back = await h.send(
      'user.MODIFY_STATUS_MULTI',
      { userIdxList: [s.student.user.userIdx], userStatusCd: 1 },
      token(s.operator, 'MANAGE'),
    );
    expect(back.body.errorCode).toBe(ErrorCode.LICENSE_USERS_FULL);
  });
});
