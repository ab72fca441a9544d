import { ATTENDEE_STALE_SEC, UserType } from '@boda/contract';
import { and, countDistinct, eq, gte, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meets, meetUserJoins, meetUsers } from '../../db/schema';
import { type CompanyMeet, type CompanyRoom, inCompanyRows } from '../../db/scoped';

/*
 * A room's live state: the meeting open in it now (meets.live_room_idx) and who is present. The
 * room card shows it and the meet resource builds on it, so it lives with the room.
 */

/** Sessions not heard from since this moment count as left at their last heartbeat. */
export function staleBefore(now: Date): Date {
  return new Date(now.getTime() - ATTENDEE_STALE_SEC * 1000);
}

/** The room's live meeting (of its company). */
export async function findLiveMeet(db: Db, room: CompanyRoom): Promise<CompanyMeet | null> {
  const rows = await db
    .select()
    .from(meets)
    .where(and(eq(meets.companyIdx, room.companyIdx), eq(meets.liveRoomIdx, room.roomIdx)))
    .limit(1);
  return inCompanyRows(rows)[0] ?? null;
}

/**
 * Attendees present now: an open session whose client was heard since `heardSince` (staleBefore).
 * Monitors do not count. A condition on meet_user_joins joined with meet_users.
 */
export function presentSince(heardSince: Date | SQL): SQL | undefined {
  return and(
    isNull(meetUserJoins.quitDatetime),
    gte(meetUserJoins.lastSeenDatetime, heardSince),
    ne(meetUsers.userTypeCd, UserType.MONITOR),
  );
}

/** How many are present now in each of the company's meetings (presentSince). */
export async function currentUserCounts(db: Db, companyIdx: number, meetIdxs: number[], now: Date): Promise<Map<number, number>> {
  if (meetIdxs.length === 0) return new Map();
  const rows = await db
    .select({ meetIdx: meetUserJoins.meetIdx, n: countDistinct(meetUserJoins.meetUserIdx) })
    .from(meetUserJoins)
    .innerJoin(meets, and(eq(meets.meetIdx, meetUserJoins.meetIdx), eq(meets.companyIdx, companyIdx)))
    .innerJoin(meetUsers, eq(meetUserJoins.meetUserIdx, meetUsers.meetUserIdx))
    .where(and(inArray(meetUserJoins.meetIdx, meetIdxs), presentSince(staleBefore(now))))
    .groupBy(meetUserJoins.meetIdx);
  return new Map(rows.map((r) => [r.meetIdx, Number(r.n)]));
}
