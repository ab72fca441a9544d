import { type LoginResult, RoomCategory, RoomSearchType, RoomStatus } from '@boda/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meets, rooms } from '../../db/schema';
import { DEMO } from '../../seed/demo';
import { type Harness, startHarness } from '../../test/harness';
import { clientJoin, joinData, token } from '../../test/rooms';
import { closeIdleInstantRoomsAcrossCompanies, IDLE_INSTANT_ROOM_GRACE_MS } from './idleInstantRooms';

let h: Harness;
let teacher: LoginResult;
let teacher2: LoginResult;

beforeAll(async () => {
  h = await startHarness();
  [teacher, teacher2] = await Promise.all([DEMO.users.teacher, DEMO.users.teacher2].map((id) => h.login(id)));
});
afterAll(async () => {
  await h.close();
});

async function openJoin(who: LoginResult, roomTitle: string, roomPassword?: string) {
  return joinData(await h.send('roomJoin.OPEN', { roomTitle, ...(roomPassword ? { roomPassword } : {}) }, token(who)));
}

async function roomRow(roomCode: string) {
  const [row] = await h.db.select().from(rooms).where(eq(rooms.roomCode, roomCode));
  if (!row) throw new Error('room missing');
  return row;
}

async function myInstantRoomTitles(who: LoginResult): Promise<string[]> {
  const list = await h.send('room.LIST', { searchType: RoomSearchType.MINE, size: 100 }, token(who));
  return (list.body.data?.resultPage.content ?? []).filter((r) => r.roomCategoryCd === RoomCategory.INSTANT).map((r) => r.roomTitle);
}

/** As if the sweep ran once the grace had passed since the room was last touched. */
const afterGrace = () => new Date(Date.now() + IDLE_INSTANT_ROOM_GRACE_MS + 60_000);

describe('open and join retried without the class client', () => {
  it('reuses the teacher own idle instant room under the new title instead of opening another', async () => {
    const first = await openJoin(teacher, 'Retry math');
    const second = await openJoin(teacher, 'Retry math, again', 'ab12');
    expect(second.result.roomCode).toBe(first.result.roomCode);
    expect(second.result.meetCode).toBe(first.result.meetCode);
    expect(second.result.meetTitle).toBe('Retry math, again');
    expect((await roomRow(first.result.roomCode)).passwordHash).not.toBeNull();
    expect((await myInstantRoomTitles(teacher)).filter((t) => t.startsWith('Retry math'))).toEqual(['Retry math, again']);
  });

  it('opens a new room once somebody entered the last one, and never reuses another teacher room', async () => {
    const used = await openJoin(teacher, 'Entered class');
    await clientJoin(h, used);
    const next = await openJoin(teacher, 'Next class');
    expect(next.result.roomCode).not.toBe(used.result.roomCode);
    const other = await openJoin(teacher2, 'Other teacher class');
    expect(other.result.roomCode).not.toBe(next.result.roomCode);
  });
});

describe('closing idle instant rooms', () => {
  it('closes only empty, never started instant rooms past the grace, and ends their meetings', async () => {
    const idle = await openJoin(teacher2, 'Nobody came');
    const entered = await openJoin(teacher, 'Somebody came');
    await clientJoin(h, entered);

    expect(await closeIdleInstantRoomsAcrossCompanies(h.db, new Date())).toBe(0);
    expect((await roomRow(idle.result.roomCode)).roomStatusCd).toBe(RoomStatus.USE);

    expect(await closeIdleInstantRoomsAcrossCompanies(h.db, afterGrace())).toBeGreaterThanOrEqual(1);
    expect((await roomRow(idle.result.roomCode)).roomStatusCd).toBe(RoomStatus.CLOSE);
    const [meet] = await h.db.select().from(meets).where(eq(meets.meetCode, idle.result.meetCode));
    expect(meet?.liveRoomIdx).toBeNull();
    expect(meet?.endDatetime).not.toBeNull();
    // The room somebody entered and the demo's reserved rooms stay as they were.
    expect((await roomRow(entered.result.roomCode)).roomStatusCd).toBe(RoomStatus.USE);
    const reserved = await h.db.select().from(rooms).where(eq(rooms.roomCategoryCd, RoomCategory.RESERVED));
    expect(reserved.length).toBeGreaterThan(0);
    expect(reserved.every((r) => r.roomStatusCd !== RoomStatus.CLOSE)).toBe(true);
  });

  it('a closed idle room is not reused: the next open join creates a fresh room', async () => {
    const before = await openJoin(teacher2, 'Later class');
    await closeIdleInstantRoomsAcrossCompanies(h.db, afterGrace());
    const after = await openJoin(teacher2, 'Later class');
    expect(after.result.roomCode).not.toBe(before.result.roomCode);
    expect(after.result.opened).toBe(true);
  });
});
