import { type LoginResult, RoomStatus } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meets, meetUserJoins, rooms } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { addReservedRoom, clientJoin, joinData, token } from '../../test/rooms';
import { ABANDONED_MEET_GRACE_MS, endAbandonedMeetsAcrossCompanies } from './abandonedMeets';

let h: Harness;
let teacher: LoginResult;
let student: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, student] = await Promise.all([DEMO.users.teacher, 'student1'].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
});

async function meetRow(meetCode: string) {
  const [row] = await h.db.select().from(meets).where(eq(meets.meetCode, meetCode));
  if (!row) throw new Error('meeting missing');
  return row;
}

/** As if the sweep ran this long after now. */
const inMinutes = (minutes: number) => new Date(h.clock.now().getTime() + minutes * 60_000);
const graceMinutes = ABANDONED_MEET_GRACE_MS / 60_000;

describe('a class everyone left without ending it', () => {
  it('ends once nobody has been heard in it for the grace, at the moment the last one was', async () => {
    const opened = joinData(await h.send('roomJoin.OPEN', { roomTitle: 'Window closed' }, token(teacher)));
    const teacherAttendee = await clientJoin(h, opened);
    expect((await h.send('classClient.START', { attendeeToken: teacherAttendee })).status).toBe(200);
    const invited = joinData(
      await h.send('openRoom.JOIN_INFO', { inviteCode: opened.result.inviteCode, companyId: DEMO.companyId }, token(student)),
    );
    const studentAttendee = await clientJoin(h, invited);
    expect((await h.send('classClient.LEAVE', { attendeeToken: studentAttendee })).status).toBe(200);
    const lastHeard = h.clock.now().getTime();

    // Within the grace (the teacher's window closed a minute ago, say) it is still the live class.
    expect(await endAbandonedMeetsAcrossCompanies(h.db, inMinutes(graceMinutes - 1))).toEqual([]);
    expect((await meetRow(opened.result.meetCode)).liveRoomIdx).not.toBeNull();

    const { meetIdx } = await meetRow(opened.result.meetCode);
    expect(await endAbandonedMeetsAcrossCompanies(h.db, inMinutes(graceMinutes + 1))).toEqual([meetIdx]);
    const meet = await meetRow(opened.result.meetCode);
    expect(meet.liveRoomIdx).toBeNull();
    // Its end is the student's leave, not the sweep's time: class results count the class, not the night.
    expect(meet.endDatetime?.getTime()).toBeLessThanOrEqual(lastHeard);
    expect(meet.endDatetime?.getTime()).toBeGreaterThan(lastHeard - 60_000);
    expect(meet.endDatetime?.getTime()).toBeGreaterThanOrEqual(meet.startDatetime?.getTime() ?? Infinity);
    const sessions = await h.db.select().from(meetUserJoins).where(eq(meetUserJoins.meetIdx, meet.meetIdx));
    expect(sessions.length).toBe(2);
    expect(sessions.every((s) => s.quitDatetime !== null && s.quitDatetime <= (meet.endDatetime ?? new Date(0)))).toBe(true);
    // The instant room ends with its class; the teacher's token is out.
    const [room] = await h.db.select().from(rooms).where(eq(rooms.roomCode, opened.result.roomCode));
    expect(room?.roomStatusCd).toBe(RoomStatus.CLOSE);
    const beat = await h.send('classClient.HEARTBEAT', { attendeeToken: teacherAttendee });
    expect(beat.body.data?.result.meet.live).toBe(false);
  });

  it('stays live while anyone is heard, and the next join of an ended one opens a new class', async () => {
    const room = await addReservedRoom(h, token(teacher), { roomTitle: 'Reserved, left open' });
    const first = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    await clientJoin(h, first);
    const meetIdx = (await meetRow(first.result.meetCode)).meetIdx;
    // A heartbeat a minute before the sweep's moment keeps the class going.
    await h.db
      .update(meetUserJoins)
      .set({ lastSeenDatetime: inMinutes(graceMinutes) })
      .where(eq(meetUserJoins.meetIdx, meetIdx));
    expect(await endAbandonedMeetsAcrossCompanies(h.db, inMinutes(graceMinutes + 1))).toEqual([]);
    expect((await meetRow(first.result.meetCode)).liveRoomIdx).toBe(room.roomIdx);

    expect(await endAbandonedMeetsAcrossCompanies(h.db, inMinutes(2 * graceMinutes + 2))).toEqual([meetIdx]);
    const next = joinData(await h.send('roomJoin.JOIN', { roomCode: room.roomCode }, token(teacher)));
    expect(next.result.meetCode).not.toBe(first.result.meetCode);
    expect((await meetRow(next.result.meetCode)).liveRoomIdx).toBe(room.roomIdx);
  });

  it('never ends before it started: a client last heard just before its START ends at the start', async () => {
    const opened = joinData(await h.send('roomJoin.OPEN', { roomTitle: 'Started, then gone' }, token(teacher)));
    const attendee = await clientJoin(h, opened);
    expect((await h.send('classClient.START', { attendeeToken: attendee })).status).toBe(200);
    const started = await meetRow(opened.result.meetCode);
    const startedAt = started.startDatetime?.getTime() ?? 0;
    await h.db
      .update(meetUserJoins)
      .set({ lastSeenDatetime: new Date(startedAt - 10_000) })
      .where(eq(meetUserJoins.meetIdx, started.meetIdx));
    // (with the class the test above left open)
    expect(await endAbandonedMeetsAcrossCompanies(h.db, inMinutes(graceMinutes + 1))).toContain(started.meetIdx);
    expect((await meetRow(opened.result.meetCode)).endDatetime?.getTime()).toBe(startedAt);
  });
});
