import { defaultRoomPeriod, RoomCategory, RoomStatus } from '@boda/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rooms, users } from '../db/schema';
import { addRoomUsers, insertRoom, listTemplates, newRoomCode } from '../resources/room';

/** Demo regular rooms: what a teacher and a student see on first start. */
export const DEMO_ROOMS = [
  { roomTitle: 'Math A (regular class)', owner: 'teacher1', students: ['student1', 'student2', 'student3'], anyoneOpen: false },
  { roomTitle: 'English B (anyone first)', owner: 'teacher2', students: ['student4', 'student5', 'student6'], anyoneOpen: true },
] as const;

/** How long before today the demo rooms' period starts. */
const DEMO_ROOM_PAST_DAYS = 35;

/** Adds the demo rooms unless the company has rooms already; safe to run on every start. */
export async function seedDemoRooms(db: Db, companyIdx: number, now: Date = new Date()): Promise<void> {
  const existing = await db.select({ id: rooms.roomIdx }).from(rooms).where(eq(rooms.companyIdx, companyIdx)).limit(1);
  if (existing.length > 0) return;
  const ids = DEMO_ROOMS.flatMap((r) => [r.owner, ...r.students]);
  const people = await db
    .select({ userIdx: users.userIdx, userId: users.userId })
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), inArray(users.userId, ids)));
  const idxOf = new Map(people.map((p) => [p.userId, p.userIdx]));
  const [template] = await listTemplates(db, companyIdx, RoomCategory.RESERVED);
  // Open since before the demo's month of class history (demo-class-history.ts, up to 28 days back), so
  // the schedule shows the class on past days too, and until the room dialog's default end (joinable
  // now, months ahead). Days are the server's local days, on a demo machine the user's.
  const { start } = defaultRoomPeriod(new Date(now.getTime() - DEMO_ROOM_PAST_DAYS * 86_400_000));
  const { end } = defaultRoomPeriod(now);
  for (const demo of DEMO_ROOMS) {
    const owner = idxOf.get(demo.owner);
    if (owner === undefined) continue;
    const room = await insertRoom(db, {
      roomCode: newRoomCode(),
      companyIdx,
      roomCategoryCd: RoomCategory.RESERVED,
      roomTitle: demo.roomTitle,
      templateIdx: template?.templateIdx ?? null,
      ownerUserIdx: owner,
      showDatetime: start,
      showEndDatetime: end,
      anyoneOpen: demo.anyoneOpen,
      roomStatusCd: RoomStatus.USE,
    });
    await addRoomUsers(
      db,
      room,
      demo.students.flatMap((s) => idxOf.get(s) ?? []),
    );
  }
}
