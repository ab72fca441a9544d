import { ErrorCode, type LoginResult, UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, execOf, joinData, otherCompany, token } from '../../test/rooms';

let h: Harness;
let teacher: LoginResult;
let student: LoginResult;
let operator: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, student, operator] = await Promise.all([DEMO.users.teacher, 'student1', DEMO.users.operator].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
});

async function liveClass(title: string) {
  const room = await addReservedRoom(h, token(teacher), { roomTitle: title }, [student.user.userIdx]);
  const lead = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
  await clientJoin(h, lead);
  await clientJoin(h, joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student))));
  return { room, meetCode: lead.result.meetCode };
}

describe('monitoring', () => {
  it('lists live classes with leader, current attendees and start; views the joined users', async () => {
    const { room, meetCode } = await liveClass('Monitored class');
    const list = await h.send('monitor.LIST', { searchKeyword: 'Monitored', size: 10 }, token(operator, 'MANAGE'));
    expect(list.body.data?.resultPage).toMatchObject({ total: 1, size: 10 });
    expect(list.body.data?.resultPage.content[0]).toMatchObject({
      meetCode,
      roomCode: room.roomCode,
      meetTitle: 'Monitored class',
      ownerUser: { userName: 'Teacher Park' },
      currentUserNum: 2,
      live: true,
    });
    const view = await h.send('monitor.VIEW', { roomCode: room.roomCode }, token(operator, 'MANAGE'));
    expect(view.body.data?.result.meet.meetCode).toBe(meetCode);
    expect(view.body.data?.result.userList.map((u) => u.userId).sort()).toEqual(['student1', 'teacher1']);
    const size = await h.send('monitor.LIST', { size: 51 }, token(operator, 'MANAGE'));
    expect(size.body.errorCode).toBe(ErrorCode.BAD_PARAMETER);
  });

  it('joins as a monitor (type 4, mode monitor) without counting as an attendee', async () => {
    const { room, meetCode } = await liveClass('Watched');
    const join = joinData(await h.send('monitor.JOIN', { roomCode: room.roomCode, meetCode }, token(operator, 'MANAGE')));
    expect(execOf(join)).toMatchObject({
      join: { mode: 'monitor' },
      user: { userTypeCd: UserType.MONITOR, userIdx: operator.user.userIdx },
    });
    await clientJoin(h, join);
    const view = await h.send('room.VIEW', { roomCode: room.roomCode }, token(teacher));
    expect(view.body.data?.result.meet).toMatchObject({ exist: true, meetCode, userName: 'Teacher Park', currentUserNum: 2 });
    expect(view.body.data?.result.ownerUser.userName).toBe('Teacher Park');
  });

  it("force-closes another teacher's class from monitoring", async () => {
    const { room, meetCode } = await liveClass('Force close');
    const closed = await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode }, token(operator, 'MANAGE'));
    expect(closed.body.data?.result.closed).toBe(true);
    const list = await h.send('monitor.LIST', { searchKeyword: 'Force close' }, token(operator, 'MANAGE'));
    expect(list.body.data?.resultPage.total).toBe(0);
    const view = await h.send('monitor.VIEW', { roomCode: room.roomCode }, token(operator, 'MANAGE'));
    expect(view.body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED);
  });

  it('is for the manage area only, and only with the monitor function on', async () => {
    const service = await h.send('monitor.LIST', {}, token(teacher));
    expect([service.status, service.body.errorCode]).toEqual([403, ErrorCode.WRONG_SERVICE_TYPE]);
    const asStudent = await h.send('monitor.LIST', {}, token(student, 'MANAGE'));
    expect(asStudent.body.errorCode).toBe(ErrorCode.WRONG_SERVICE_TYPE);
    const off = await otherCompany(h, 'monitor-off', { funcUse: [false, false, true, true, true, true] });
    const refused = await h.send('monitor.LIST', {}, token(off.operator, 'MANAGE'));
    expect([refused.status, refused.body.errorCode]).toEqual([403, ErrorCode.FORBIDDEN]);
    const room = await addReservedRoom(h, token(off.teacher), { roomTitle: 'No monitor' });
    const live = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(off.teacher)));
    const close = await h.send(
      'roomJoin.CLOSE',
      { roomCode: room.roomCode, meetCode: live.result.meetCode },
      token(off.operator, 'MANAGE'),
    );
    expect(close.body.errorCode).toBe(ErrorCode.FORBIDDEN);
  });

  it("never shows another company's classes", async () => {
    const { room, meetCode } = await liveClass('Ours only');
    const other = await otherCompany(h, 'monitor-other');
    const list = await h.send('monitor.LIST', {}, token(other.operator, 'MANAGE'));
    expect(list.body.data?.resultPage.content).toEqual([]);
    expect((await h.send('monitor.VIEW', { roomCode: room.roomCode }, token(other.operator, 'MANAGE'))).body.errorCode).toBe(
      ErrorCode.CLASS_NOT_STARTED,
    );
    expect((await h.send('monitor.JOIN', { roomCode: room.roomCode, meetCode }, token(other.operator, 'MANAGE'))).body.errorCode).toBe(
      ErrorCode.CLASS_NOT_STARTED,
    );
    expect((await h.send('roomJoin.CLOSE', { roomCode: room.roomCode, meetCode }, token(other.operator, 'MANAGE'))).status).toBe(404);
  });
});
