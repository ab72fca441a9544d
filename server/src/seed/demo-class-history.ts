import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, meets, meetUserJoins, meetUsers, roomUsers, rooms, users } from '../db/schema';
import { newMeetCode } from '../resources/room';
import { DEMO } from './demo';

/*
 * A month of past classes in the demo rooms, so class results, the class log and the join history show
 * real history on the first start: three classes a week per room (the leader first, students a few
 * minutes later, some leaving and coming back, one absent now and then). Runs once (skipped when the demo
 * company has held any class).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
/** Days before today with a class (Monday, Wednesday and Friday of the last four weeks, roughly). */
const CLASS_DAYS_AGO = [2, 4, 7, 9, 11, 14, 16, 18, 21, 23, 25, 28];
const CLASS_MINUTES = 50;

const tokenHash = () => createHash('sha256').update(randomBytes(16)).digest('hex');

interface Session {
  userIdx: number;
  userTypeCd: number;
  leader: boolean;
  spans: Array<[number, number]>;
}

/** Who attends one class and when (minutes from the start), varied by the class's number. */
function sessionsOf(n: number, leader: { userIdx: number; userTypeCd: number }, students: Array<{ userIdx: number; userTypeCd: number }>) {
  const list: Session[] = [{ ...leader, leader: true, spans: [[-3, CLASS_MINUTES + 2]] }];
  students.forEach((s, i) => {
    if ((n + i) % 7 === 3) return; // absent
    const late = (n * 3 + i * 5) % 9;
    const spans: Array<[number, number]> =
      (n + i) % 5 === 1
        ? [
            [late, 20 + i],
            [24 + i, CLASS_MINUTES],
          ] // dropped out and rejoined
        : [[late, CLASS_MINUTES - ((n + i) % 3)]];
    list.push({ ...s, leader: false, spans });
  });
  return list;
}

export async function seedDemoClassHistory(db: Db, now: Date = new Date()): Promise<number> {
  const [company] = await db.select().from(companies).where(eq(companies.companyId, DEMO.companyId)).limit(1);
  if (!company) return 0;
  const held = await db.select({ meetIdx: meets.meetIdx }).from(meets).where(eq(meets.companyIdx, company.companyIdx)).limit(1);
  if (held.length > 0) return 0;
  const demoRooms = await db.select().from(rooms).where(eq(rooms.companyIdx, company.companyIdx));
  let created = 0;
  for (const [roomNo, room] of demoRooms.entries()) {
    const members = await db
      .select({ userIdx: users.userIdx, userTypeCd: users.userTypeCd })
      .from(roomUsers)
      .innerJoin(users, eq(users.userIdx, roomUsers.userIdx))
      .where(eq(roomUsers.roomIdx, room.roomIdx));
    const [owner] = await db
      .select({ userIdx: users.userIdx, userTypeCd: users.userTypeCd })
      .from(users)
      .where(eq(users.userIdx, room.ownerUserIdx));
    if (!owner) continue;
    for (const [n, daysAgo] of CLASS_DAYS_AGO.entries()) {
      const day = new Date(now.getTime() - daysAgo * DAY_MS);
      day.setHours(16 + roomNo, 0, 0, 0);
      const at = (minutes: number) => new Date(day.getTime() + minutes * MINUTE_MS);
      const [meet] = await db
        .insert(meets)
        .values({
          meetCode: newMeetCode(),
          roomIdx: room.roomIdx,
          companyIdx: company.companyIdx,
          meetTitle: room.roomTitle,
          leaderUserIdx: owner.userIdx,
          openUserIdx: owner.userIdx,
          templateIdx: room.templateIdx,
          openDatetime: at(-3),
          startDatetime: at(0),
          endDatetime: at(CLASS_MINUTES + 2),
          liveRoomIdx: null,
        })
        .returning();
      for (const session of sessionsOf(n, owner, members)) {
        const [meetUser] = await db
          .insert(meetUsers)
          .values({
            meetIdx: meet!.meetIdx,
            userIdx: session.userIdx,
            userTypeCd: session.userTypeCd,
            firstJoinDatetime: at(session.spans[0]![0]),
          })
          .returning();
        await db.insert(meetUserJoins).values(
          session.spans.map(([join, quit]) => ({
            meetUserIdx: meetUser!.meetUserIdx,
            meetIdx: meet!.meetIdx,
            sessionTokenHash: tokenHash(),
            leader: session.leader,
            joinDatetime: at(join),
            lastSeenDatetime: at(quit),
            quitDatetime: at(quit),
          })),
        );
      }
      created += 1;
    }
  }
  return created;
}
