import { ErrorCode, type LoginResult, RoomSearchType, RoomStatus, UserType } from '@boda/contract';
import { JOIN_TICKET_AUDIENCE } from '@boda/contract/launch';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { DEMO_ROOMS } from '../../seed/demo-rooms';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, DAY_MS, execOf, joinData, otherCompany, token } from '../../test/rooms';

let h: Harness;
let teacher: LoginResult;
let teacher2: LoginResult;
let student: LoginResult;
let student2: LoginResult;
let student4: LoginResult;
let operator: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, teacher2, student, student2, student4, operator] = await Promise.all(
    [DEMO.users.teacher, DEMO.users.teacher2, 'student1', 'student2', 'student4', DEMO.users.operator].map((id) => h.login(id)),
  );
});
afterAll(async () => {
  await h.close();
});

async function demoRoomCode(index: 0 | 1): Promise<string> {
  const list = await h.send(
    'room.LIST',
    { searchType: RoomSearchType.MANAGE, searchKeyword: DEMO_ROOMS[index].roomTitle },
    token(operator, 'MANAGE'),
  );
  const code = list.body.data?.resultPage.content[0]?.roomCode;
  if (!code) throw new Error('demo room missing');
  return code;
}

describe('author first versus anyone first', () => {
  it('author first: students wait (WB-403-112) until the leader opened; the ticket carries the exec parameters', async () => {
    const roomCode = await demoRoomCode(0);
    const early = await h.send('roomJoin.JOIN', { roomCode }, token(student));
    expect([early.status, early.body.errorCode]).toEqual([403, ErrorCode.CLASS_NOT_STARTED]);
    const opened = joinData(await h.send('roomJoin.JOIN', { roomCode }, token(teacher)));
    expect(opened.result).toMatchObject({ roomCode, mode: 'normal', opened: true, userIdx: teacher.user.userIdx });
    const claims = decodeJwt(opened.joinTicket);
    expect(claims.aud).toBe(JOIN_TICKET_AUDIENCE);
    const exec = execOf(opened);
    expect(exec).toMatchObject({
      room: { roomCode, meetCode: opened.result.meetCode },
      join: { mode: 'normal' },
      user: { userIdx: teacher.user.userIdx, userId: 'teacher1', userTypeCd: UserType.TEACHER },
      server: { url: h.app.boda.joinTickets.issuer },
    });
    const later = joinData(await h.send('roomJoin.JOIN', { roomCode, meetCode: opened.result.meetCode }, token(student)));
    expect(later.result).toMatchObject({ meetCode: opened.result.meetCode, opened: false });
    expect(execOf(later).join.joinToken).not.toBe(exec.join.joinToken);
  });

  it('anyone first: an attendee opens; an outsider needs meeting-open', async () => {
    const roomCode = await demoRoomCode(1);
    // A student outside the attendee list is refused by room code alone (room-code-join.test.ts).
    const outsider = await h.send('roomJoin.JOIN', { roomCode }, token(student));
    expect(outsider.body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    expect(joinData(await h.send('roomJoin.JOIN', { roomCode }, token(student4))).result.opened).toBe(true);
    const other = await addReservedRoom(h, token(teacher), { roomTitle: 'Anyone first', anyoneOpen: true });
    // teacher2 attends nothing here but has the meeting-open permission (reserved-room open join).
    expect(joinData(await h.send('roomJoin.JOIN', { roomCode: other.roomCode }, token(teacher2))).result.opened).toBe(true);
  });

  it('a stale or unknown meetCode is WB-400-025', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Codes' });
    const reply = await h.send('roomJoin.JOIN', { roomCode: room.roomCode, meetCode: 'MNOPE' }, token(teacher));
    expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.MEETING_NOT_EXISTING]);
  });
});

describe('room rules on join', () => {
  it('checks the period (WB-403-105 before the start and after the end)', async () => {
    const now = h.clock.now().getTime();
    const future = await addReservedRoom(h, token(teacher), {
      roomTitle: 'Tomorrow',
      showDatetime: new Date(now + DAY_MS).toISOString(),
      showEndDatetime: new Date(now + 3 * DAY_MS).toISOString(),
    });
    expect((await h.send('roomJoin.JOIN', { roomCode: future.roomCode }, token(teacher))).body.errorCode).toBe(
      ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED,
    );
    h.clock.advance(2 * DAY_MS);
    try {
      // Tokens expire with the clock: sign in again at each point in time.
      const during = token(await h.login(DEMO.users.teacher));
      const live = joinData(await h.send('roomJoin.JOIN', { roomCode: future.roomCode }, during));
      await h.send('roomJoin.CLOSE', { roomCode: future.roomCode, meetCode: live.result.meetCode }, during);
      h.clock.advance(2 * DAY_MS);
      const after = token(await h.login(DEMO.users.teacher));
      expect((await h.send('roomJoin.JOIN', { roomCode: future.roomCode }, after)).body.errorCode).toBe(
        ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED,
      );
    } finally {
      h.clock.reset();
    }
  });

  it('hidden rooms admit only the owner; other companies cannot join by roomCode', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Hidden' }, [student.user.userIdx]);
    await h.send('room.MOD', { room: { roomCode: room.roomCode, roomStatusCd: RoomStatus.HIDE } }, token(teacher));
    expect((await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))).body.errorCode).toBe(
      ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED,
    );
    expect((await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher))).status).toBe(200);
    const other = await otherCompany(h, 'join-other-a');
    expect((await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(other.teacher))).body.errorCode).toBe(
      ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED,
    );
  });
});

describe('open join (instant rooms)', () => {
  it('creates an instant room and its meeting; others need the password', async () => {
    const opened = joinData(await h.send('roomJoin.OPEN', { roomTitle: '2024-05-01 Park math', roomPassword: 'ab12' }, token(teacher)));
    expect(opened.result).toMatchObject({ mode: 'open', opened: true, roomCategoryCd: 1 });
    expect(opened.result.inviteCode).toMatch(/^\d{9}$/);
    const lookup = await h.send('openMeet.VIEW', { inviteCode: opened.result.inviteCode });
    expect(lookup.body.data?.result).toMatchObject({ meetCode: opened.result.meetCode, passwordRequired: true, anyoneOpen: false });
    const noPassword = await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode }, token(student));
    expect([noPassword.status, noPassword.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const ok = joinData(await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, roomPassword: 'ab12' }, token(student)));
    expect(ok.result.meetCode).toBe(opened.result.meetCode);
  });

  it('needs meeting-open and the instant category; validates title and password', async () => {
    expect((await h.send('roomJoin.OPEN', { roomTitle: 'Mine' }, token(student))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const noInstant = await otherCompany(h, 'join-no-instant', { roomCategoryInstant: false });
    expect((await h.send('roomJoin.OPEN', { roomTitle: 'Mine' }, token(noInstant.teacher))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const long = await h.send('roomJoin.OPEN', { roomTitle: 'x'.repeat(101) }, token(teacher));
    expect(long.body.details?.[0]).toMatchObject({ path: 'roomTitle', key: 'roomTitle.max' });
    const pw = await h.send('roomJoin.OPEN', { roomTitle: 'Ok', roomPassword: '123456789' }, token(teacher));
    expect(pw.body.details?.[0]).toMatchObject({ path: 'roomPassword', key: 'roomPassword.format' });
  });
});

describe('invites and guests', () => {
  it('looks an invite up (meetCode 0 before the class opens), refusing company mismatches (WB-400-220)', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Invite me', anyoneOpen: false });
    const before = await h.send('openMeet.VIEW', {
      inviteCode: room.inviteCode.replace(/(\d{3})(\d{3})(\d{3})/, '$1-$2-$3'),
      companyCode: DEMO.companyCode,
    });
    expect(before.body.data).toMatchObject({
      result: { meetCode: '0', roomCode: room.roomCode, roomTitle: 'Invite me' },
      defaultSetting: { company: { id: DEMO.companyId, code: DEMO.companyCode } },
      roomCategoryCd: 2,
      inviteCode: room.inviteCode,
    });
    for (const input of [{ inviteCode: room.inviteCode, companyCode: 'nope' }, { inviteCode: '000000001' }]) {
      const bad = await h.send('openMeet.VIEW', input);
      expect([bad.status, bad.body.errorCode]).toEqual([400, ErrorCode.INVALID_INVITE]);
    }
    const other = await otherCompany(h, 'join-other-b');
    expect((await h.send('meet.VIEW_INVITE', { inviteCode: room.inviteCode }, token(other.teacher))).body.errorCode).toBe(
      ErrorCode.INVALID_INVITE,
    );
    expect((await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode }, token(other.teacher))).body.errorCode).toBe(
      ErrorCode.INVALID_INVITE,
    );
    const guestEarly = await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'Guest' });
    expect(guestEarly.body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED);
    const opened = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    const after = await h.send('meet.VIEW_INVITE', { inviteCode: room.inviteCode }, token(student2));
    expect(after.body.data?.result.meetCode).toBe(opened.result.meetCode);
  });

  it('guests join by invite code with a nickname; a stale configuration is WB-400-232', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Guests welcome' });
    joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    const guest = joinData(
      await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'Visitor Kim', companyId: DEMO.companyId }),
    );
    expect(execOf(guest).user).toMatchObject({ userName: 'Visitor Kim', userTypeCd: UserType.STUDENT });
    const noName = await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode });
    expect(noName.body.details?.[0]).toMatchObject({ path: 'userName', key: 'nickname.required' });
    const stale = await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'Kim', configVersion: 999 });
    expect(stale.body.errorCode).toBe(ErrorCode.CONFIG_NOT_RELOADED);
    const tooLong = await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode, userName: 'x'.repeat(33) });
    expect(tooLong.body.details?.[0]).toMatchObject({ path: 'userName', key: 'nickname.max' });
  });

  it('guests create instant rooms only where the guest type has meeting-open (guest-join.test.ts)', async () => {
    const asStudent = await h.send('openRoom.OPEN_INFO', { roomTitle: 'Easy class', userName: 'Guest S', companyId: DEMO.companyId });
    expect(asStudent.body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const unknown = await h.send('openRoom.OPEN_INFO', { roomTitle: 'Easy class', userName: 'Guest', companyId: 'no-such-company' });
    expect(unknown.body.errorCode).toBe(ErrorCode.COMPANY_NOT_FOUND);
  });

  it('registers a user for a reserved room after an invite join, and only then', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Register after join' });
    const refused = await h.send('roomUser.ADD', { roomCode: room.roomCode, userIdx: student2.user.userIdx }, token(student2));
    expect(refused.status).toBe(404);
    joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    joinData(await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode }, token(student2)));
    const added = await h.send('roomUser.ADD', { roomCode: room.roomCode, userIdx: student2.user.userIdx }, token(student2));
    expect(added.body.data?.result.added).toBe(1);
    const someoneElse = await h.send('roomUser.ADD', { roomCode: room.roomCode, userIdx: student4.user.userIdx }, token(student2));
    expect(someoneElse.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('closing a class', () => {
  it('the leader closes; others may not; an instant room ends with its class; removal after closing', async () => {
    const instant = joinData(await h.send('roomJoin.OPEN', { roomTitle: 'Short class' }, token(teacher)));
    const byStudent = await h.send(
      'roomJoin.CLOSE',
      { roomCode: instant.result.roomCode, meetCode: instant.result.meetCode },
      token(student),
    );
    expect(byStudent.status).toBe(404);
    const closed = await h.send('roomJoin.CLOSE', { roomCode: instant.result.roomCode, meetCode: instant.result.meetCode }, token(teacher));
    expect(closed.body.data?.result).toMatchObject({ closed: true, removed: false });
    expect((await h.send('room.VIEW', { roomCode: instant.result.roomCode }, token(teacher))).status).toBe(404);

    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Close then remove' }, [student.user.userIdx]);
    const live = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    expect(
      (await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode: live.result.meetCode }, token(student))).body.errorCode,
    ).toBe(ErrorCode.FORBIDDEN);
    expect((await h.send('room.DEL', { roomCode: room.roomCode }, token(teacher))).body.errorCode).toBe(
      ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED,
    );
    expect((await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode: live.result.meetCode }, token(teacher))).status).toBe(200);
    const again = await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode: live.result.meetCode }, token(teacher));
    expect(again.body.errorCode).toBe(ErrorCode.MEETING_NOT_EXISTING);
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(teacher))).body.data?.result.meet.exist).toBe(false);
    expect((await h.send('room.DEL', { roomCode: room.roomCode }, token(teacher))).status).toBe(200);
  });
});
