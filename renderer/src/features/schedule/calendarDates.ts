import type { CalendarEvent } from '@boda/contract';

/*
 * Calendar arithmetic on local days (the user's time zone): weeks start on Sunday as Korean and
 * US calendars do. Ranges travel to the server as instants (the first day's start, the last day's end).
 */

export type ScheduleView = 'month' | 'week' | 'list';
export const SCHEDULE_VIEWS: readonly ScheduleView[] = ['month', 'week', 'list'];

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of a local day. */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A 'YYYY-MM-DD' from the URL as a local day; anything else is null. */
export function parseDay(value: string | null | undefined): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return dayKey(date) === value ? date : null;
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function startOfWeek(date: Date): Date {
  return addDays(date, -date.getDay());
}

/** The days a view shows: the month's weeks (Sunday to Saturday, 5 or 6 rows), the week, or the month's days. */
export function daysOf(view: ScheduleView, anchor: Date): Date[] {
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(anchor), i));
  const first = new Date(anchor.getFullYear(), anchor.getMonth(), 1);
  const last = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 0);
  if (view === 'list') return Array.from({ length: last.getDate() }, (_, i) => addDays(first, i));
  const start = startOfWeek(first);
  const end = addDays(startOfWeek(last), 6);
  const count = Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
  return Array.from({ length: count }, (_, i) => addDays(start, i));
}

/** The instants the server is asked for: the first shown day's 00:00 to the last one's 23:59:59.999. */
export function rangeOf(view: ScheduleView, anchor: Date): { startDate: string; endDate: string } {
  const days = daysOf(view, anchor);
  const first = days[0] ?? anchor;
  const last = days[days.length - 1] ?? anchor;
  const end = new Date(last.getFullYear(), last.getMonth(), last.getDate(), 23, 59, 59, 999);
  return { startDate: first.toISOString(), endDate: end.toISOString() };
}

/** The previous or next month (list and month views) or week. */
export function shift(view: ScheduleView, anchor: Date, step: -1 | 1): Date {
  if (view === 'week') return addDays(anchor, 7 * step);
  return new Date(anchor.getFullYear(), anchor.getMonth() + step, 1);
}

/** The events whose period covers the local day, in the server's order. */
export function eventsOn(events: readonly CalendarEvent[], day: Date): CalendarEvent[] {
  const start = day.getTime();
  const end = addDays(day, 1).getTime();
  return events.filter((e) => new Date(e.startDatetime).getTime() < end && new Date(e.endDatetime).getTime() >= start);
}

/** Whether the class is on now (joining opens the room; outside its period the server refuses). */
export function isOn(event: CalendarEvent, now: Date): boolean {
  return new Date(event.startDatetime).getTime() <= now.getTime() && now.getTime() <= new Date(event.endDatetime).getTime();
}
