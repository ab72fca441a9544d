import { ErrorCode, type LoginResult, RoomStatus } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, joinData, token } from '../../test/rooms';

/*
 * Outside security test finding F13: a regular room's code alone let any student of the company
 * join its live class (and then read its files), and monitor accounts could edit and remove rooms.
 */

let h: Harness;
let teacher: LoginResult;
let student: LoginResult;
let student2: LoginResult;
let monitor: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, student, student2, monitor] = await Promise.all(
    [DEMO.users.teacher, 'student1', 'student2', DEMO.users.monitor].map((id) => h.login(id)),
  );
});
afterAll(async () => h.close());

describe('joining a regular room', () => {
  it('by its room code needs the attendee list; its invite code still lets a student in', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Private class' }, [student.user.userIdx]);
    joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));

    joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student)));
    const outsider = await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(student2));
    expect([outsider.status, outsider.body.errorCode]).toEqual([403, ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED]);
    const viaOpen = await h.send('openRoom.JOIN_INFO', { roomCode: room.roomCode }, token(student2));
    expect(viaOpen.body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    // Files stay closed to the outsider, who never got in.
    expect((await h.send('roomFile.LIST', { roomCode: room.roomCode }, token(student2))).status).toBe(404);

    joinData(await h.send('openRoom.JOIN_INFO', { inviteCode: room.inviteCode }, token(student2)));
  });
});

describe('monitor accounts', () => {
  it('view rooms in the manage area but neither edit nor remove them', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Watched class' });
    expect((await h.send('room.VIEW', { roomCode: room.roomCode }, token(monitor, 'MANAGE'))).status).toBe(200);
    const edit = await h.send('room.MOD', { room: { roomCode: room.roomCode, roomTitle: 'Renamed' } }, token(monitor, 'MANAGE'));
    expect(edit.status).toBe(403);
    const hide = await h.send('room.MOD', { room: { roomCode: room.roomCode, roomStatusCd: RoomStatus.HIDE } }, token(monitor, 'MANAGE'));
    expect(hide.status).toBe(403);
    const remove = await h.send('room.DEL', { roomCode: room.roomCode }, token(monitor, 'MANAGE'));
    expect(remove.body.errorCode).toBe(ErrorCode.CLASS_NOT_STARTED_OR_DELETE_DENIED);
    // The operator (manage area, not a monitor) still may.
    const operator = await h.login(DEMO.users.operator);
    expect((await h.send('room.DEL', { roomCode: room.roomCode }, token(operator, 'MANAGE'))).status).toBe(200);
  });
});
