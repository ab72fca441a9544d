import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, meets, meetUserJoins, meetUsers, records, roomUsers, rooms, users } from '../db/schema';
import { newMeetCode } from '../resources/room';
import { rebuildCompanyStats } from '../resources/stats';
import type { FileStorage } from '../storage/file-storage';
import { DEMO } from './demo';
import { DEMO_RECORDING_WEBM } from './demo-recording-webm';

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
/** The first demo room's classes start at 16:00 in the company's zone, the next room's an hour later. */
const FIRST_CLASS_HOUR = 16;

/** The instant of `hour`:00 on the day `at` falls on in `timeZone` (the zone's offset on that day). */
export function atZonedHour(at: Date, hour: number, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), hour);
  const offsetOf = (instant: number) => {
    const shown = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(instant))
        .map((p) => [p.type, p.value]),
    );
    const asUtc = Date.UTC(Number(shown.year), Number(shown.month) - 1, Number(shown.day), Number(shown.hour), Number(shown.minute));
    return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  };
  return new Date(wall - offsetOf(wall - offsetOf(wall)));
}

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
      // Afternoon classes where the company is (the server's own zone may be UTC: 16:00 there is 01:00 in Seoul).
      const day = atZonedHour(new Date(now.getTime() - daysAgo * DAY_MS), FIRST_CLASS_HOUR + roomNo, company.timeZone);
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
  // The statistics rollups are folded from the history just written (never made-up numbers).
  if (created > 0) await rebuildCompanyStats(db, company.companyIdx);
  return created;
}

/**
 * The demo teacher's latest past class gets a recording (a real 3-second WebM) and a chat
 * file, as its class client would have uploaded them, so class results show playable records on the
 * first start. Runs once (skipped when the demo company has any record); needs file storage.
 */
export async function seedDemoRecords(db: Db, storage: FileStorage | null, now: Date = new Date()): Promise<number> {
  if (!storage) return 0;
  const [company] = await db.select().from(companies).where(eq(companies.companyId, DEMO.companyId)).limit(1);
  if (!company) return 0;
  if (
    (await db.select({ recordIdx: records.recordIdx }).from(records).where(eq(records.companyIdx, company.companyIdx)).limit(1)).length > 0
  ) {
    return 0;
  }
  const [teacher] = await db
    .select({ userIdx: users.userIdx })
    .from(users)
    .where(and(eq(users.companyIdx, company.companyIdx), eq(users.userId, DEMO.users.teacher)));
  if (!teacher) return 0;
  const [latest] = await db
    .select()
    .from(meets)
    .where(
      and(
        eq(meets.companyIdx, company.companyIdx),
        eq(meets.leaderUserIdx, teacher.userIdx),
        isNull(meets.liveRoomIdx),
        lt(meets.openDatetime, now),
      ),
    )
    .orderBy(desc(meets.openDatetime))
    .limit(1);
  if (!latest?.leaderUserIdx) return 0;
  const [leader] = await db.select({ userName: users.userName }).from(users).where(eq(users.userIdx, latest.leaderUserIdx));
  const start = latest.startDatetime ?? latest.openDatetime;
  const chat = Buffer.from(
    [
      `[${start.toISOString()}] ${leader?.userName ?? 'Teacher'}: Good afternoon, everyone. Open your workbook to page 12.`,
      `[${new Date(start.getTime() + 4 * MINUTE_MS).toISOString()}] ${leader?.userName ?? 'Teacher'}: Questions 3 and 4 are your homework.`,
      '',
    ].join('\n'),
  );
  const files = [
    { kind: 'video', fileName: 'recording.webm', title: `${latest.meetTitle} recording`, mime: 'video/webm', bytes: DEMO_RECORDING_WEBM },
    { kind: 'chat', fileName: 'chat.txt', title: `${latest.meetTitle} chat`, mime: 'text/plain', bytes: chat },
  ];
  for (const file of files) {
    const storageKey = `records/demo-${latest.meetCode}-${file.fileName}`;
    await storage.put(storageKey, file.bytes);
    await db.insert(records).values({
      meetIdx: latest.meetIdx,
      companyIdx: company.companyIdx,
      recUserIdx: latest.leaderUserIdx,
      kind: file.kind,
      recordTitle: file.title,
      fileName: file.fileName,
      storageKey,
      fileSize: file.bytes.length,
      mime: file.mime,
      sha256: createHash('sha256').update(file.bytes).digest('hex'),
      startDatetime: start,
      endDatetime: latest.endDatetime,
      regDatetime: latest.endDatetime ?? start,
    });
  }
  return files.length;
}
