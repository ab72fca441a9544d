import { ATTENDEE_STALE_SEC, ErrorCode, JOIN_TOKEN_TTL_SEC, type LoginResult } from '@boda/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, execOf, joinData, token } from '../../test/rooms';

let h: Harness;
let teacher: LoginResult;
let student: LoginResult;
let student2: LoginResult;

const SEC = 1000;

/** When the running test began, in real time. */
let testStartedAt = Date.now();

/**
 * The harness clock is real time plus an offset, so the real seconds the test has taken so far may be
 * in a duration too (many on a loaded machine): allowed, and not one second more.
 */
function near(actual: number | undefined, expected: number): void {
  expect(actual).toBeGreaterThanOrEqual(expected);
  expect(actual).toBeLessThanOrEqual(expected + Math.ceil((Date.now() - testStartedAt) / SEC) + 1);
}

/** Sign in again after the clock moved (access tokens live 15 minutes). */
async function fresh() {
  [teacher, student, student2] = await Promise.all([DEMO.users.teacher, 'student1', 'student2'].map((id) => h.login(id)));
}

beforeAll(async () => {
  h = await startHarness();
});
beforeEach(async () => {
  testStartedAt = Date.now();
  h.clock.reset();
  await fresh();
});
afterAll(async () => {
  await h.close();
});

async function liveClass(title: string) {
  const room = await addReservedRoom(h, token(teacher), { roomTitle: title }, [student.user.userIdx, student2.user.userIdx]);
  const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
  return { room, lead, meetCode: lead.result.meetCode };
}

async function attendance(meetCode: string, as = teacher, withoutQuit = false) {
  const reply = await h.send('meetUser.LIST', { meetCode, withoutQuit }, token(as));
  expect(reply.status, reply.raw).toBe(200);
  return reply.body.data?.resultList ?? [];
}

describe('classClient.JOIN', () => {
  it('redeems the join token once, within its lifetime', async () => {
    const { lead, meetCode } = await liveClass('Redeem');
    const joinToken = execOf(lead).join.joinToken;
    const first = await h.send('classClient.JOIN', { joinToken });
    expect(first.body.data?.result).toMatchObject({
      leader: true,
      mode: 'normal',
      heartbeatSec: 30,
      meet: { meetCode, live: true, currentUserNum: 1 },
    });
    // The leader gets the room's invite code to share from inside the class; nobody else does.
    expect(first.body.data?.result.inviteCode).toMatch(/^\d{9}$/);
    const reused = await h.send('classClient.JOIN', { joinToken });
    expect([reused.status, reused.body.errorCode]).toEqual([401, ErrorCode.UNAUTHORIZED]);
    const student1 = joinData(await h.send('roomJoin.JOIN', { roomCode: lead.result.roomCode }, token(student)));
    const studentJoin = await h.send('classClient.JOIN', { joinToken: execOf(student1).join.joinToken });
    expect(studentJoin.body.data?.result).toMatchObject({ leader: false, inviteCode: null });
    const late = joinData(await h.send('roomJoin.JOIN', { roomCode: lead.result.roomCode }, token(student2)));
    h.clock.advance((JOIN_TOKEN_TTL_SEC + 1) * SEC);
    expect((await h.send('classClient.JOIN', { joinToken: execOf(late).join.joinToken })).status).toBe(401);
  });

  it('gives a rejoin token: one use, for the same attendee and meeting, while the class is live', async () => {
    const { room, lead, meetCode } = await liveClass('Rejoin');
    await clientJoin(h, lead);
    const join = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student)));
    const first = (await h.send('classClient.JOIN', { joinToken: execOf(join).join.joinToken })).body.data?.result;
    expect(first?.rejoinToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // A reload: the page's LEAVE on its way out, then JOIN with the kept token, later than a ticket's would work.
    await h.send('classClient.LEAVE', { attendeeToken: first?.attendeeToken ?? '' });
    h.clock.advance((JOIN_TOKEN_TTL_SEC + 60) * SEC);
    const back = await h.send('classClient.JOIN', { joinToken: first?.rejoinToken ?? '' });
    expect(back.status, back.raw).toBe(200);
    expect(back.body.data?.result).toMatchObject({ leader: false, user: { userIdx: student.user.userIdx }, meet: { meetCode } });
    expect(back.body.data?.result.rejoinToken).not.toBe(first?.rejoinToken);
    expect((await h.send('classClient.JOIN', { joinToken: first?.rejoinToken ?? '' })).body.errorCode).toBe(ErrorCode.UNAUTHORIZED);
    await fresh();
    const mine = (await attendance(meetCode)).find((a) => a.userIdx === student.user.userIdx);
    expect(mine?.logMeetUserJoinList).toHaveLength(2);
    expect(mine?.online).toBe(true);
    // The class over, the token it gave last no longer opens anything.
    await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode }, token(teacher));
    expect((await h.send('classClient.JOIN', { joinToken: back.body.data?.result.rejoinToken ?? '' })).body.errorCode).toBe(
      ErrorCode.MEETING_NOT_EXISTING,
    );
  });

  it('refuses a token whose class has ended (WB-400-025)', async () => {
    const { room, lead, meetCode } = await liveClass('Ended before join');
    const join = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student)));
    await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode }, token(teacher));
    expect((await h.send('classClient.JOIN', { joinToken: execOf(join).join.joinToken })).body.errorCode).toBe(
      ErrorCode.MEETING_NOT_EXISTING,
    );
    expect(lead.result.opened).toBe(true);
  });
});

describe('attendance', () => {
  it('join, heartbeat, leave and rejoin give the history and the total time', async () => {
    const { room, lead, meetCode } = await liveClass('Totals');
    const teacherSession = await clientJoin(h, lead);
    const studentSession = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    h.clock.advance(60 * SEC);
    await h.send('classClient.HEARTBEAT', { attendeeToken: teacherSession });
    const hb = await h.send('classClient.HEARTBEAT', { attendeeToken: studentSession });
    expect(hb.body.data?.result.meet).toMatchObject({ live: true, currentUserNum: 2 });
    h.clock.advance(60 * SEC);
    await h.send('classClient.HEARTBEAT', { attendeeToken: teacherSession });
    const left = await h.send('classClient.LEAVE', { attendeeToken: studentSession });
    near(left.body.data?.result.totalJoinTimeSec, 120);
    await fresh();
    const view = await h.send('room.VIEW', { roomCode: room.roomCode }, token(teacher));
    expect(view.body.data?.result.meet.currentUserNum).toBe(1);

    h.clock.advance(60 * SEC);
    await fresh();
    const again = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    await h.send('classClient.HEARTBEAT', { attendeeToken: teacherSession });
    h.clock.advance(30 * SEC);
    await h.send('classClient.HEARTBEAT', { attendeeToken: again });
    await fresh();
    const list = await attendance(meetCode);
    const mine = list.find((a) => a.userIdx === student.user.userIdx);
    expect(mine).toMatchObject({ online: true, quitDatetime: null });
    near(mine?.totalJoinTimeSec, 150);
    expect(mine?.logMeetUserJoinList).toHaveLength(2);
    expect(mine?.logMeetUserJoinList[0]?.quitDatetime).not.toBeNull();
    const leaderEntry = list.find((a) => a.userIdx === teacher.user.userIdx);
    expect(leaderEntry?.online).toBe(true);
    near(leaderEntry?.totalJoinTimeSec, 210);
  });

  it('a silent client counts as gone from its last heartbeat; coming back starts a new session', async () => {
    const { room, lead, meetCode } = await liveClass('Silent');
    await clientJoin(h, lead);
    const session = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    h.clock.advance(20 * SEC);
    await h.send('classClient.HEARTBEAT', { attendeeToken: session });
    h.clock.advance((ATTENDEE_STALE_SEC + 100) * SEC);
    await fresh();
    const gone = (await attendance(meetCode)).find((a) => a.userIdx === student.user.userIdx);
    expect(gone?.online).toBe(false);
    near(gone?.totalJoinTimeSec, 20);
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(teacher))).body.data?.result.meet.currentUserNum).toBe(0);
    await h.send('classClient.HEARTBEAT', { attendeeToken: session });
    h.clock.advance(10 * SEC);
    await fresh();
    const back = (await attendance(meetCode)).find((a) => a.userIdx === student.user.userIdx);
    expect(back?.online).toBe(true);
    near(back?.totalJoinTimeSec, 30);
    expect(back?.logMeetUserJoinList).toHaveLength(2);
  });

  it('students see only their own entry; withoutQuit keeps those present', async () => {
    const { room, lead, meetCode } = await liveClass('Own entry');
    await clientJoin(h, lead);
    const s1 = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student2))));
    expect((await attendance(meetCode, student)).map((a) => a.userIdx)).toEqual([student.user.userIdx]);
    await h.send('classClient.LEAVE', { attendeeToken: s1 });
    const present = await attendance(meetCode, teacher, true);
    expect(present.map((a) => a.userIdx).sort()).toEqual([teacher.user.userIdx, student2.user.userIdx].sort());
  });
});

describe('meeting start and end', () => {
  it('only the leader starts and ends; the end closes every session and tells the clients', async () => {
    const { room, lead, meetCode } = await liveClass('Start end');
    const leader = await clientJoin(h, lead);
    const pupil = await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
    const refused = await h.send('classClient.START', { attendeeToken: pupil });
    expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    h.clock.advance(5 * SEC);
    const started = await h.send('classClient.START', { attendeeToken: leader });
    near(Math.round((h.clock.now().getTime() - Date.parse(started.body.data?.result.meet.startDatetime ?? '')) / SEC), 0);
    await fresh();
    const card = await h.send('room.VIEW', { roomCode: room.roomCode }, token(student));
    expect(card.body.data?.result.meet).toMatchObject({
      exist: true,
      startDatetime: started.body.data?.result.meet.startDatetime,
      currentUserNum: 2,
    });
    expect((await h.send('classClient.END', { attendeeToken: pupil })).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    h.clock.advance(60 * SEC);
    const ended = await h.send('classClient.END', { attendeeToken: leader });
    expect(ended.body.data?.result.meet).toMatchObject({ live: false, currentUserNum: 0 });
    const hb = await h.send('classClient.HEARTBEAT', { attendeeToken: pupil });
    expect(hb.body.data?.result.meet.live).toBe(false);
    await fresh();
    const list = await attendance(meetCode);
    expect(list.every((a) => !a.online)).toBe(true);
    for (const a of list) near(a.totalJoinTimeSec, 65);
    expect((await h.send('meet.VIEW', { meetCode }, token(teacher))).body.data?.result).toMatchObject({ live: false, userCount: 2 });
  });
});

describe('meet.VIEW, meet.LIST and openMeet.OPEN_VIEW', () => {
  it("shows meetings to the room's people; the company list is for the manage area", async () => {
    const { room, meetCode } = await liveClass('Meet views');
    const view = await h.send('meet.VIEW', { meetCode, roomCode: room.roomCode }, token(student));
    expect(view.body.data?.result).toMatchObject({
      meetCode,
      roomCode: room.roomCode,
      live: true,
      leaderName: 'Teacher Park',
      userName: 'Teacher Park',
    });
    const outsider = await h.login('student5');
    expect((await h.send('meet.VIEW', { meetCode }, token(outsider))).status).toBe(404);
    const byRoom = await h.send('meet.LIST', { roomCode: room.roomCode }, token(teacher));
    expect(byRoom.body.data?.resultPage.content.map((m) => m.meetCode)).toEqual([meetCode]);
    expect((await h.send('meet.LIST', {}, token(teacher))).body.errorCode).toBe(ErrorCode.FORBIDDEN);
    const operator = await h.login(DEMO.users.operator);
    const live = await h.send('meet.LIST', { live: true, searchKeyword: 'Meet views' }, token(operator, 'MANAGE'));
    expect(live.body.data?.resultPage.total).toBe(1);
    const open = await h.send('openMeet.OPEN_VIEW', { meetCode });
    expect(open.body.data?.result).toMatchObject({ meetCode, live: true, meetTitle: 'Meet views' });
    expect((await h.send('openMeet.OPEN_VIEW', { meetCode: 'MUNKNOWN' })).body.errorCode).toBe(ErrorCode.MEETING_NOT_EXISTING);
  });
});
