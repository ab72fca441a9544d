import { UserType } from '@boda/contract';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { inCompanyRow } from '../../db/scoped';
import { meets, meetUserJoins, meetUsers } from '../../db/schema';
import type { Runtime } from '../../runtime';
import { endMeet } from './lifecycle';

/*
 * A class ends when its teacher ends it (the class client's END, the room card's close, the web
 * classroom's end button) or monitoring closes it. A teacher who closes the window instead, or whose
 * computer dies, leaves the meeting live with nobody in it: the room card would show a class in
 * progress, the next "Join" would enter that old meeting, and its class results would count the
 * night as class time. So a live meeting nobody has been heard in (no attendee's heartbeat or join,
 * monitors not counted) for the grace period ends by itself, at the moment the last one was heard.
 */

/** How long a live meeting may stay without anyone heard in it before it ends by itself. */
export const ABANDONED_MEET_GRACE_MS = 15 * 60 * 1000;

/**
 * When each live meeting (or only the one named) last heard an attendee: its open or start time when
 * nobody came after it.
 */
async function liveMeetsLastHeard(db: Db, meetIdx?: number) {
  // Monitors' sessions are joined as nothing: their heartbeats keep no class going.
  const attendee = sql`${meetUsers.meetUserIdx} is not null`;
  return db
    .select({
      meet: meets,
      lastHeard:
        sql<Date>`greatest(${meets.openDatetime}, ${meets.startDatetime}, max(case when ${attendee} then ${meetUserJoins.lastSeenDatetime} end), max(case when ${attendee} then ${meetUserJoins.quitDatetime} end))`.mapWith(
          meets.openDatetime,
        ),
    })
    .from(meets)
    .leftJoin(meetUserJoins, eq(meetUserJoins.meetIdx, meets.meetIdx))
    .leftJoin(meetUsers, and(eq(meetUsers.meetUserIdx, meetUserJoins.meetUserIdx), ne(meetUsers.userTypeCd, UserType.MONITOR)))
    .where(and(isNotNull(meets.liveRoomIdx), meetIdx === undefined ? undefined : eq(meets.meetIdx, meetIdx)))
    .groupBy(meets.meetIdx);
}

/**
 * Ends, across companies, every live meeting nobody has been heard in for longer than the grace, as of
 * the last moment someone was (endMeet closes its sessions and an instant room with it). Each is
 * checked again just before it ends: a join or heartbeat since the read keeps it live. Answers the
 * meetings it ended.
 */
export async function endAbandonedMeetsAcrossCompanies(db: Db, now: Date, graceMs = ABANDONED_MEET_GRACE_MS): Promise<number[]> {
  const cutoff = new Date(now.getTime() - graceMs);
  const candidates = (await liveMeetsLastHeard(db)).filter((row) => row.lastHeard < cutoff);
  const ended: number[] = [];
  for (const { meet, lastHeard } of candidates) {
    // Heard again since the read (a join or heartbeat just now), by the same measure: it stays live.
    const [again] = await liveMeetsLastHeard(db, meet.meetIdx);
    if (!again || again.lastHeard >= cutoff) continue;
    if (await endMeet(db, inCompanyRow(meet), lastHeard)) ended.push(meet.meetIdx);
  }
  return ended;
}

export const ABANDONED_MEET_SWEEP_JOB = 'meet.abandonedMeetSweep';

/**
 * Every minute, on one instance: ends the live meetings nobody has been in for the grace period, then
 * `afterEnd` for each (the web classroom keeps its chat as the class's chat file: no socket is left
 * in such a class to do it at its end).
 */
export function registerAbandonedMeetSweep(
  runtime: Runtime,
  afterEnd: (meetIdx: number) => Promise<void>,
  graceMs = ABANDONED_MEET_GRACE_MS,
): void {
  runtime.jobs.registry.register(
    ABANDONED_MEET_SWEEP_JOB,
    async (_payload, { log }) => {
      const ended = await endAbandonedMeetsAcrossCompanies(runtime.database.db, runtime.clock(), graceMs);
      for (const meetIdx of ended) await afterEnd(meetIdx);
      if (ended.length > 0) log.info({ ended: ended.length, graceMinutes: graceMs / 60000 }, 'abandoned classes ended');
      return { ended: ended.length };
    },
    { everyMs: 60 * 1000 },
  );
}
