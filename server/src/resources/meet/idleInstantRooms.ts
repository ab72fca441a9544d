import { RoomCategory, RoomStatus } from '@boda/contract';
import { and, desc, eq, exists, inArray, isNotNull, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type CompanyRoom, inCompanyRow } from '../../db/scoped';
import { meets, meetUsers, rooms } from '../../db/schema';
import type { Runtime } from '../../runtime';

/*
 * "Open and join" creates an instant room and its meeting before the class client is known to be
 * there. When the client is missing (or the teacher retries), the room would stay open and empty,
 * one more per attempt. So a teacher's retry reuses their own idle instant room, and a job closes
 * idle instant rooms after a grace period. Idle: open, instant, no meeting ever started in it and
 * nobody ever entered it.
 */

/** How long an idle instant room stays open before the sweep closes it. */
export const IDLE_INSTANT_ROOM_GRACE_MS = 10 * 60 * 1000;

/** Some meeting of the room started, or someone entered it through the class client. */
const everUsed = exists(
  sql`(select 1 from ${meets} where ${meets.roomIdx} = ${rooms.roomIdx} and (${meets.startDatetime} is not null or exists (select 1 from ${meetUsers} where ${meetUsers.meetIdx} = ${meets.meetIdx})))`,
);

const idleInstant = and(eq(rooms.roomCategoryCd, RoomCategory.INSTANT), eq(rooms.roomStatusCd, RoomStatus.USE), not(everUsed));

/** The caller's own idle instant room (the newest), to reuse instead of opening another. */
export async function findIdleInstantRoom(db: Db, companyIdx: number, ownerUserIdx: number): Promise<CompanyRoom | null> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.companyIdx, companyIdx), eq(rooms.ownerUserIdx, ownerUserIdx), idleInstant))
    .orderBy(desc(rooms.roomIdx))
    .limit(1);
  return row ? inCompanyRow(row) : null;
}

/**
 * Closes, across companies, the idle instant rooms untouched (created or reused) for longer than
 * the grace, and ends their never-started meetings. The condition is checked again in the update,
 * so a room someone entered meanwhile stays open. Answers how many rooms were closed.
 */
export async function closeIdleInstantRoomsAcrossCompanies(db: Db, now: Date, graceMs = IDLE_INSTANT_ROOM_GRACE_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - graceMs);
  return db.transaction(async (tx) => {
    const closed = await tx
      .update(rooms)
      .set({ roomStatusCd: RoomStatus.CLOSE, modDatetime: now })
      .where(and(idleInstant, lt(rooms.modDatetime, cutoff)))
      .returning({ roomIdx: rooms.roomIdx });
    const roomIdxs = closed.map((r) => r.roomIdx);
    if (roomIdxs.length > 0) {
      await tx
        .update(meets)
        .set({ endDatetime: now, liveRoomIdx: null })
        .where(and(inArray(meets.roomIdx, roomIdxs), isNotNull(meets.liveRoomIdx)));
    }
    return roomIdxs.length;
  });
}

export const IDLE_ROOM_SWEEP_JOB = 'meet.idleInstantRoomSweep';

/** Every minute, on one instance: closes idle instant rooms past their grace period. */
export function registerIdleInstantRoomSweep(runtime: Runtime, graceMs = IDLE_INSTANT_ROOM_GRACE_MS): void {
  runtime.jobs.registry.register(
    IDLE_ROOM_SWEEP_JOB,
    async (_payload, { log }) => {
      const closed = await closeIdleInstantRoomsAcrossCompanies(runtime.database.db, runtime.clock(), graceMs);
      if (closed > 0) log.info({ closed, graceMinutes: graceMs / 60000 }, 'idle instant rooms closed');
      return { closed };
    },
    { everyMs: 60 * 1000 },
  );
}
