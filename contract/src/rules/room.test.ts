import { describe, expect, it } from 'vitest';
import { UserType } from '../enums';
import { defaultRoomPeriod, ROOM_ATTENDEE_TYPES, ROOM_LEADER_TYPES, roomPeriodProblems, roomStartWindow } from './room';

const DAY = 24 * 60 * 60 * 1000;

describe('room rules', () => {
  it('name attendee and leader types', () => {
    expect(ROOM_ATTENDEE_TYPES).toEqual([UserType.TEACHER, UserType.STUDENT, UserType.OPEN_TEACHER]);
    expect(ROOM_LEADER_TYPES).toEqual([UserType.TEACHER, UserType.OPEN_TEACHER]);
  });

  it('default period: from the start of today to 23:59:59 of the same day six months later', () => {
    expect(defaultRoomPeriod(new Date(2026, 10, 23, 10, 45))).toEqual({
      start: new Date(2026, 10, 23),
      end: new Date(2027, 4, 23, 23, 59, 59),
    });
  });

  it('window: today up to twelve months ahead, widened by the slack', () => {
    const today = new Date(2025, 2, 10);
    expect(roomStartWindow(today)).toEqual({ earliest: today, latest: new Date(2026, 2, 10) });
    const slack = roomStartWindow(today, 1);
    expect(slack.earliest.getTime()).toBe(today.getTime() - DAY);
    expect(slack.latest.getTime()).toBe(new Date(2026, 2, 10).getTime() + DAY);
  });

  it('period: a changed start within the window, an end after the start', () => {
    const today = new Date(2025, 2, 10);
    const window = roomStartWindow(today);
    const check = (start: Date, end: Date | null, startChanged = true) => roomPeriodProblems({ start, end, startChanged }, window);
    expect(check(today, new Date(2025, 2, 11))).toEqual([]);
    expect(check(new Date(2025, 2, 9), null)).toEqual(['startTooEarly']);
    expect(check(new Date(2026, 2, 11), null)).toEqual(['startTooLate']);
    expect(check(new Date(2025, 2, 9), null, false)).toEqual([]);
    expect(check(today, today)).toEqual(['endNotAfterStart']);
    expect(check(new Date(2025, 2, 9), new Date(2025, 2, 1))).toEqual(['startTooEarly', 'endNotAfterStart']);
  });
});
