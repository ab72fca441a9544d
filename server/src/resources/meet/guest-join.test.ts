import { ErrorCode, type LoginResult, Permission, UserType } from '@boda/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_USER_TYPE_AUTH } from '../../config/defaults';
import { users } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, execOf, joinData, otherCompany, token } from '../../test/rooms';

/*
 * Joins without a session (easy join, invite links): the guest's type is the server's, a guest row
 * exists only for admitted guests, and guessing room passwords or making guests is rate limited.
 * Outside security test finding F4.
 */

let h: Harness;
let teacher: LoginResult;

beforeAll(async () => {
  h = await startHarness({ guestJoinRateLimit: 1000 });
  teacher = await h.login(DEMO.users.teacher);
});
afterAll(async () => h.close());

async function guestRows(companyIdx = h.demoCompanyIdx): Promise<number> {
  const rows = await h.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), eq(users.userTypeCd, UserType.GUEST)));
  return Number(rows[0]?.n ?? 0);
}

/** OPEN_INFO as the outside tester sent it: with a user type of the caller's choosing. */
function openAsGuest(companyId: string, userTypeCd: number, ip = '10.9.0.1') {
  const input = { roomTitle: 'Easy class', userName: 'Guest', companyId, userTypeCd };
  return h.send('openRoom.OPEN_INFO', input as { roomTitle: string; companyId: string }, { ip });
}

describe('easy-join create (OPEN_INFO) without a session', () => {
  it('ignores the user type the caller names: the teacher mask buys nothing', async () => {
    const before = await guestRows();
    const claimed = await openAsGuest(DEMO.companyId, UserType.TEACHER);
    // Students (the guest type) may not open meetings in the demo company.
    expect([claimed.status, claimed.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    expect(await guestRows()).toBe(before);
  });

  it('works where the company lets the guest type open meetings, and the ticket says student', async () => {
    const { company } = await otherCompany(h, 'easy-open', {
      userTypeAuth: { ...DEFAULT_USER_TYPE_AUTH, [UserType.STUDENT]: Permission.MEETING_OPEN },
    });
    const created = joinData(await openAsGuest('easy-open', UserType.TEACHER));
    expect(created.result).toMatchObject({ mode: 'open', opened: true });
    expect(execOf(created).user.userTypeCd).toBe(UserType.STUDENT);
    expect(await guestRows(company.companyIdx)).toBe(1);
  });
});

describe('invite joins (JOIN_INFO) without a session', () => {
  it('makes no guest row for refused joins, and one for an admitted guest', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Locked room', roomPassword: '1234' });
    joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    const before = await guestRows();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await h.send(
        'openRoom.JOIN_INFO',
        { inviteCode: room.inviteCode, userName: 'Mallory', roomPassword: `99${i}` },
        { ip: '10.9.1.1' },
      );
      expect(wrong.body.errorCode).toBe(ErrorCode.FORBIDDEN);
    }
    expect(await guestRows()).toBe(before);
    joinData(
      await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'Kim', roomPassword: '1234' }, { ip: '10.9.1.2' }),
    );
    expect(await guestRows()).toBe(before + 1);
  });

  it('answers WB-429-002 after 10 wrong room passwords a minute from one address; others still get in', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Guessed room', roomPassword: '4321' });
    joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    const guess = (roomPassword: string, ip = '10.9.2.1') =>
      h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'Mallory', roomPassword }, { ip });
    for (let i = 0; i < 10; i += 1) expect((await guess(`1${i}`)).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const limited = await guess('77');
    expect([limited.status, limited.body.errorCode]).toEqual([429, ErrorCode.TOO_MANY_JOIN_ATTEMPTS]);
    expect((await guess('4321', '10.9.2.2')).status).toBe(200);
    h.clock.advance(61_000);
    expect((await guess('78')).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    h.clock.reset();
  });
});

describe('guest rate limit', () => {
  it('an address makes at most the configured number of guests a minute (WB-429-002)', async () => {
    const limited = await startHarness({ guestJoinRateLimit: 2 });
    try {
      const t = await limited.login(DEMO.users.teacher);
      const room = await addReservedRoom(limited, token(t), { roomTitle: 'Busy room' });
      joinData(await limited.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(t)));
      const join = (ip: string) => limited.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'Guest' }, { ip });
      expect((await join('10.9.3.1')).status).toBe(200);
      expect((await join('10.9.3.1')).status).toBe(200);
      const third = await join('10.9.3.1');
      expect([third.status, third.body.errorCode]).toEqual([429, ErrorCode.TOO_MANY_JOIN_ATTEMPTS]);
      expect((await join('10.9.3.2')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
