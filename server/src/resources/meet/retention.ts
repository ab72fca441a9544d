import { and, eq, exists, inArray, isNull, lt, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meetJoinGrants, meets, meetUserJoins, notes, records } from '../../db/schema';

/*
 * The legal terms' retention of class logs (company config retention.logMonths, 6 by default): the
 * access log (every class-client session, meet_user_joins) and the room log (the meeting and its
 * attendees) older than the cutoff are deleted. A meeting that still holds attendees' work (class
 * notes) or recordings keeps its row and attendee list; only its sessions go.
 */

const BATCH = 1000;

/** Deletes the company's class logs from before `cutoff`; answers how many sessions and meetings went. */
export async function purgeClassLogs(db: Db, companyIdx: number, cutoff: Date): Promise<{ sessions: number; meetings: number }> {
  const oldMeets = db
    .select({ meetIdx: meets.meetIdx })
    .from(meets)
    .where(and(eq(meets.companyIdx, companyIdx), lt(meets.openDatetime, cutoff), isNull(meets.liveRoomIdx)));
  let sessions = 0;
  for (;;) {
    const batch = db
      .select({ joinIdx: meetUserJoins.joinIdx })
      .from(meetUserJoins)
      .where(and(inArray(meetUserJoins.meetIdx, oldMeets), lt(meetUserJoins.joinDatetime, cutoff)))
      .limit(BATCH);
    const gone = await db.delete(meetUserJoins).where(inArray(meetUserJoins.joinIdx, batch)).returning({ joinIdx: meetUserJoins.joinIdx });
    sessions += gone.length;
    if (gone.length < BATCH) break;
  }
  await db.delete(meetJoinGrants).where(and(inArray(meetJoinGrants.meetIdx, oldMeets), lt(meetJoinGrants.createdAt, cutoff)));
  const holdsNotes = db
    .select({ one: sql`1` })
    .from(notes)
    .where(eq(notes.meetIdx, meets.meetIdx));
  const holdsRecords = db
    .select({ one: sql`1` })
    .from(records)
    .where(eq(records.meetIdx, meets.meetIdx));
  const meetings = await db
    .delete(meets)
    .where(
      and(
        eq(meets.companyIdx, companyIdx),
        lt(meets.openDatetime, cutoff),
        isNull(meets.liveRoomIdx),
        not(exists(holdsNotes)),
        not(exists(holdsRecords)),
      ),
    )
    .returning({ meetIdx: meets.meetIdx });
  return { sessions, meetings: meetings.length };
}
