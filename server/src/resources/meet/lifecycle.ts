import { type ClassroomEndReasonValue, RoomCategory, RoomStatus } from '@boda/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meets, rooms } from '../../db/schema';
import type { CompanyMeet, CompanyRoom } from '../../db/scoped';
import { isUniqueViolation } from '../../db/sql';
import { findLiveMeet, newMeetCode } from '../room';
import { recordOpen } from '../stats';
import { closeOpenJoins, insertMeet } from './repository';

/**
 * The room's live meeting, opened now by `openUserIdx` when there is none. Two first entries at
 * the same moment meet at the unique live-room index: the second one joins the first's meeting.
 */
export async function openOrJoinLiveMeet(
  db: Db,
  room: CompanyRoom,
  openUserIdx: number,
  now: Date,
): Promise<{ meet: CompanyMeet; opened: boolean }> {
  const live = await findLiveMeet(db, room);
  if (live) return { meet: live, opened: false };
  try {
    const meet = await db.transaction((tx) =>
      insertMeet(tx, {
        meetCode: newMeetCode(),
        roomIdx: room.roomIdx,
        companyIdx: room.companyIdx,
        meetTitle: room.roomTitle,
        leaderUserIdx: room.ownerUserIdx,
        openUserIdx,
        templateIdx: room.templateIdx,
        openDatetime: now,
        liveRoomIdx: room.roomIdx,
      }),
    );
    await recordOpen(db, room.companyIdx, now);
    return { meet, opened: true };
  } catch (err) {
    if (!isUniqueViolation(err, 'meets_live_room')) throw err;
    const winner = await findLiveMeet(db, room);
    if (!winner) throw err;
    return { meet: winner, opened: false };
  }
}

/**
 * Ends a live meeting: end time, every open session closed (a silent client at its last heartbeat),
 * and an instant room, which exists for one class only, closed with it. False when it had ended already.
 * `reason` when not its leader ended it: the web classroom's sockets are told it with the end (hub.ts).
 */
export async function endMeet(db: Db, meet: CompanyMeet, now: Date, reason: ClassroomEndReasonValue | null = null): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(meets)
      .set({ endDatetime: now, liveRoomIdx: null, endReason: reason })
      .where(and(eq(meets.meetIdx, meet.meetIdx), isNotNull(meets.liveRoomIdx)))
      .returning({ meetIdx: meets.meetIdx });
    if (ended.length === 0) return false;
    await closeOpenJoins(tx, meet, now);
    await tx
      .update(rooms)
      .set({ roomStatusCd: RoomStatus.CLOSE, modDatetime: sql`now()` })
      .where(and(eq(rooms.roomIdx, meet.roomIdx), eq(rooms.roomCategoryCd, RoomCategory.INSTANT)));
    return true;
  });
}
