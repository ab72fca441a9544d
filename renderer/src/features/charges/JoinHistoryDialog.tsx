import { useCommandQuery } from '../../api/commandQuery';
import { AttendanceTimeDialog } from '../classResults';

/** One attendee's joins and leaves of one class (the class results' dialog), from a settlement row. */
export function JoinHistoryDialog({ meetCode, userId, onClose }: { meetCode: string; userId: string; onClose(): void }) {
  const attendee = useCommandQuery('logMeetUser.LIST', { meetCode, userId }, { select: (d) => d.resultList[0] }).data;
  return attendee ? <AttendanceTimeDialog attendee={attendee} onClose={onClose} /> : null;
}
