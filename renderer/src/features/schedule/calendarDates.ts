import { addDaysToDay, addMonthsToDay, type CalendarEvent, localDayEnd, localDayStart, weekdayOfDay } from '@boda/contract';
import { localIsoDay } from '../../ui/dateTime';

/*
 * Calendar arithmetic on days of the app's calendar zone (the company's, as statistics and every
 * date filter count them): a day is its 'YYYY-MM-DD', so a browser in another zone shows the same
 * classes on the same day as the company does. Weeks start on Sunday as Korean and US calendars do.
 * Ranges travel to the server as instants (the first day's start, the last day's end, in that zone).
 */

export type ScheduleView = 'month' | 'week' | 'list';
export const SCHEDULE_VIEWS: readonly ScheduleView[] = ['month', 'week', 'list'];

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;

/** Today in the calendar zone. */
export function today(now: Date = new Date()): Day {
  return localIsoDay(now);
}

/** A 'YYYY-MM-DD' from the URL that names a real day; anything else is null. */
export function parseDay(value: string | null | undefined): Day | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return addDaysToDay(value, 0) === value ? value : null;
}

/** The day of the month, 1-31. */
export function dateOf(day: Day): number {
  return Number(day.slice(8, 10));
}

/** 'YYYY-MM' of a day. */
export function monthOf(day: Day): string {
  return day.slice(0, 7);
}

export function startOfWeek(day: Day): Day {
  return addDaysToDay(day, -weekdayOfDay(day));
}

function firstOfMonth(day: Day): Day {
  return `${monthOf(day)}-01`;
}

/** The days a view shows: the month's weeks (Sunday to Saturday, 5 or 6 rows), the week, or the month's days. */
export function daysOf(view: ScheduleView, anchor: Day): Day[] {
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDaysToDay(startOfWeek(anchor), i));
  const first = firstOfMonth(anchor);
  const last = addDaysToDay(addMonthsToDay(first, 1), -1);
  if (view === 'list') return Array.from({ length: dateOf(last) }, (_, i) => addDaysToDay(first, i));
  const start = startOfWeek(first);
  const end = addDaysToDay(startOfWeek(last), 6);
  const count = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  return Array.from({ length: count }, (_, i) => addDaysToDay(start, i));
}

/** The instants the server is asked for: the first shown day's 00:00 to the last one's 23:59:59.999. */
export function rangeOf(view: ScheduleView, anchor: Day): { startDate: string; endDate: string } {
  const days = daysOf(view, anchor);
  return { startDate: localDayStart(days[0] ?? anchor), endDate: localDayEnd(days[days.length - 1] ?? anchor) };
}

/** The previous or next month (list and month views) or week. */
export function shift(view: ScheduleView, anchor: Day, step: -1 | 1): Day {
  if (view === 'week') return addDaysToDay(anchor, 7 * step);
  return addMonthsToDay(firstOfMonth(anchor), step);
}

/** The events whose period covers the day, in the server's order. */
export function eventsOn(events: readonly CalendarEvent[], day: Day): CalendarEvent[] {
  const start = Date.parse(localDayStart(day));
  const end = Date.parse(localDayEnd(day));
  return events.filter((e) => Date.parse(e.startDatetime) <= end && Date.parse(e.endDatetime) >= start);
}

/** Whether the class is on now (joining opens the room; outside its period the server refuses). */
export function isOn(event: CalendarEvent, now: Date): boolean {
  return new Date(event.startDatetime).getTime() <= now.getTime() && now.getTime() <= new Date(event.endDatetime).getTime();
}
