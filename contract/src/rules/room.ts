import { UserType } from '../enums';

/*
 * Room rules shared by the room dialog (renderer) and the server (manage-area 5 Rooms): who may be
 * an attendee or a leader, and the period rule.
 */

/** Attendee candidates: teachers, students and open-class teachers. */
export const ROOM_ATTENDEE_TYPES = [UserType.TEACHER, UserType.STUDENT, UserType.OPEN_TEACHER] as const;
/**
 * What an easy-join guest (no session) counts as: its WEB_USER_TYPE_AUTH decides whether guests may
 * create rooms, and the class client shows them as it. Fixed here, never chosen by the caller.
 */
export const EASY_JOIN_GUEST_TYPE = UserType.STUDENT;
/** Leader (responsible teacher) candidates: teachers and open-class teachers. */
export const ROOM_LEADER_TYPES = [UserType.TEACHER, UserType.OPEN_TEACHER] as const;

/** A room may start at most this many months ahead. */
export const ROOM_START_MAX_MONTHS = 12;
/** A new room's period unless changed (manage-area 5: default 6 months, end at 23:59:59). */
export const ROOM_DEFAULT_PERIOD_MONTHS = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RoomPeriodProblem = 'startTooEarly' | 'startTooLate' | 'endNotAfterStart';

export interface RoomStartWindow {
  earliest: Date;
  latest: Date;
}

/**
 * When a room may start: from `today` up to the same moment ROOM_START_MAX_MONTHS later. The
 * renderer passes the start of the caller's day. The server cannot know the caller's day, so it
 * passes now with one day of slack on both ends.
 */
export function roomStartWindow(today: Date, slackDays = 0): RoomStartWindow {
  const latest = new Date(today);
  latest.setMonth(latest.getMonth() + ROOM_START_MAX_MONTHS);
  return { earliest: new Date(today.getTime() - slackDays * DAY_MS), latest: new Date(latest.getTime() + slackDays * DAY_MS) };
}

/**
 * The period rule: a start that changed lies in the window (an unchanged start is not re-checked,
 * so old rooms stay editable), and the end (null: no limit) comes after the start. Problems in
 * the order a form shows them.
 */
export function roomPeriodProblems(
  period: { start: Date; end: Date | null; startChanged: boolean },
  window: RoomStartWindow,
): RoomPeriodProblem[] {
  const problems: RoomPeriodProblem[] = [];
  const start = period.start.getTime();
  if (period.startChanged && start < window.earliest.getTime()) problems.push('startTooEarly');
  else if (period.startChanged && start > window.latest.getTime()) problems.push('startTooLate');
  if (period.end !== null && period.end.getTime() <= start) problems.push('endNotAfterStart');
  return problems;
}

/**
 * The default period of a room starting on `today`'s day: from 00:00:00 of that day to 23:59:59 of
 * the same day ROOM_DEFAULT_PERIOD_MONTHS later, in the calendar of the running time zone. The
 * room dialog proposes it and the demo seed uses it, so both name the same last day.
 */
export function defaultRoomPeriod(today: Date): { start: Date; end: Date } {
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const end = new Date(start);
  end.setMonth(end.getMonth() + ROOM_DEFAULT_PERIOD_MONTHS);
  end.setHours(23, 59, 59, 0);
  return { start, end };
}
