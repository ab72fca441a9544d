import type { MeetFee, MeetFeeUser } from '@boda/contract';

/** One record of the service list: one attendee in one class. */
export interface ServiceRecord {
  key: string;
  meet: MeetFee;
  user: MeetFeeUser;
}

export interface RecordGroup {
  /** userId + userName: the spec's grouping pair. */
  key: string;
  userId: string;
  userName: string;
  records: ServiceRecord[];
  amount: number;
}

/** The records grouped by the pair user ID plus user name, in name order; each group's classes newest first. */
export function groupRecords(meets: readonly MeetFee[]): RecordGroup[] {
  const groups = new Map<string, RecordGroup>();
  for (const meet of meets) {
    for (const user of meet.logMeetUser) {
      const key = `${user.userId}\u0000${user.userName}`;
      const group = groups.get(key) ?? { key, userId: user.userId, userName: user.userName, records: [], amount: 0 };
      group.records.push({ key: `${meet.meetCode}:${user.userIdx}`, meet, user });
      group.amount += user.amount ?? 0;
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort(
    (a, b) => a.userName.localeCompare(b.userName, undefined, { numeric: true }) || a.userId.localeCompare(b.userId),
  );
}
