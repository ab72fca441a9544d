import type { Attendance } from '@boda/contract';
import { staleBefore } from '../room';
import type { JoinRecord } from './repository';

/** When a session ended: its quit time, or for a client gone silent its last heartbeat; null while present. */
export function effectiveQuit(record: Pick<JoinRecord, 'quitDatetime' | 'lastSeenDatetime'>, now: Date): Date | null {
  if (record.quitDatetime) return record.quitDatetime;
  return record.lastSeenDatetime < staleBefore(now) ? record.lastSeenDatetime : null;
}

function seconds(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 1000));
}

/**
 * Join and quit history per attendee with the total time: the sum of every session, an open one
 * counted up to now. Overlapping sessions of one user (two devices) count once per instant.
 */
export function summarizeAttendance(records: JoinRecord[], now: Date): Attendance[] {
  const byUser = new Map<number, JoinRecord[]>();
  for (const record of records) {
    const list = byUser.get(record.meetUserIdx) ?? [];
    list.push(record);
    byUser.set(record.meetUserIdx, list);
  }
  return [...byUser.values()].map((sessions) => {
    const first = sessions[0] as JoinRecord;
    const spans = sessions
      .map((s) => ({ join: s.joinDatetime, quit: effectiveQuit(s, now) }))
      .sort((a, b) => a.join.getTime() - b.join.getTime());
    let total = 0;
    let coveredUntil = 0;
    for (const span of spans) {
      const start = Math.max(span.join.getTime(), coveredUntil);
      const end = (span.quit ?? now).getTime();
      if (end > start) total += seconds(new Date(start), new Date(end));
      coveredUntil = Math.max(coveredUntil, end);
    }
    const online = spans.some((s) => s.quit === null);
    const lastQuit = online
      ? null
      : spans.reduce<Date | null>((latest, s) => (s.quit && (!latest || s.quit > latest) ? s.quit : latest), null);
    return {
      meetUserIdx: first.meetUserIdx,
      userIdx: first.userIdx,
      userId: first.user.userId,
      userName: first.user.userName,
      userTypeCd: first.userTypeCd,
      joinDatetime: (spans[0]?.join ?? first.joinDatetime).toISOString(),
      quitDatetime: lastQuit ? lastQuit.toISOString() : null,
      online,
      totalJoinTimeSec: total,
      logMeetUserJoinList: spans.map((s) => ({ joinDatetime: s.join.toISOString(), quitDatetime: s.quit ? s.quit.toISOString() : null })),
    };
  });
}
