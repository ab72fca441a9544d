import { UserType } from '@boda/contract';
import type { Db } from '../../../db/client';
import type { CompanyMeet } from '../../../db/scoped';
import { attendanceRows, summarizeAttendance } from '../../meet';
import { logMeetViews } from '../views';
import { roomMembers } from './repository';

/*
 * Who was expected in each class and how they attended: every attendee but the class's leader and
 * monitors, with first join, last exit and total time, and the room's members who never joined
 * (added to the room before the class opened) as absent.
 */

export type AttendanceState = 'present' | 'inClass' | 'absent';

export interface RosterEntry {
  userIdx: number;
  userId: string;
  userName: string;
  userTypeCd: number;
  firstJoin: Date | null;
  lastExit: Date | null;
  totalSec: number;
  state: AttendanceState;
}

export interface MeetRoster {
  meet: CompanyMeet;
  meetTitle: string;
  leaderName: string;
  /** When the class began (its start, or its opening before the leader started it). */
  began: Date;
  entries: RosterEntry[];
}

const NOT_LISTED: readonly number[] = [UserType.MONITOR];

export async function rostersOf(db: Db, companyIdx: number, batch: CompanyMeet[], now: Date): Promise<MeetRoster[]> {
  const [views, members] = await Promise.all([
    logMeetViews(db, companyIdx, batch),
    roomMembers(db, [...new Set(batch.map((m) => m.roomIdx))]),
  ]);
  const rosters: MeetRoster[] = [];
  for (const [i, meet] of batch.entries()) {
    const view = views[i];
    const attended = summarizeAttendance(await attendanceRows(db, meet), now).filter(
      (a) => a.userIdx !== meet.leaderUserIdx && !NOT_LISTED.includes(a.userTypeCd),
    );
    const entries: RosterEntry[] = attended.map((a) => ({
      userIdx: a.userIdx,
      userId: a.userId,
      userName: a.userName,
      userTypeCd: a.userTypeCd,
      firstJoin: new Date(a.joinDatetime),
      lastExit: a.quitDatetime === null ? null : new Date(a.quitDatetime),
      totalSec: a.totalJoinTimeSec,
      state: a.online ? 'inClass' : 'present',
    }));
    const seen = new Set([meet.leaderUserIdx, ...attended.map((a) => a.userIdx)]);
    const absent = members
      .filter((m) => m.roomIdx === meet.roomIdx && !seen.has(m.userIdx) && m.regDatetime <= meet.openDatetime)
      .filter((m) => !NOT_LISTED.includes(m.userTypeCd))
      .sort((a, b) => a.userName.localeCompare(b.userName));
    for (const m of absent) {
      seen.add(m.userIdx);
      entries.push({ ...m, firstJoin: null, lastExit: null, totalSec: 0, state: 'absent' });
    }
    rosters.push({
      meet,
      meetTitle: view?.meetTitle ?? meet.meetTitle,
      leaderName: view?.leaderName ?? '',
      began: meet.startDatetime ?? meet.openDatetime,
      entries,
    });
  }
  return rosters;
}
