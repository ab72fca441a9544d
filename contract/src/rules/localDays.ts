import { dayStart, isValidTimeZone, localTime, nextDay, zoneOffsetMinutes } from './calendar';

/*
 * A user picks days in a calendar; the server stores and compares instants. A date range goes to the
 * server as the first day's start and the last day's end. Whose calendar: the app's calendar zone,
 * which the signed-in app sets to the company's time zone (the one statistics, settlement and exports
 * count days in), so "1 November" is the same 24 hours on every screen and for every user wherever
 * their computer is. Without one (signed out, tests, a session stored before the zone was sent) it is
 * the zone this code runs in.
 */

let calendarZone: string | null = null;

/** The company's IANA zone for every day shown and filtered by; null (or an unknown zone): this machine's. */
export function setCalendarTimeZone(timeZone: string | null | undefined): void {
  calendarZone = timeZone && isValidTimeZone(timeZone) ? timeZone : null;
}

/** The calendar zone set by the app, or null when days are this machine's. */
export function calendarTimeZone(): string | null {
  return calendarZone;
}

/** The zone this machine (the browser) runs in. */
export function machineTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function machineDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

/** 'YYYY-MM-DD' -> the instant the day starts (00:00:00.000) in the calendar zone, as ISO. */
export function localDayStart(day: string): string {
  return (calendarZone ? dayStart(day, calendarZone) : machineDay(day)).toISOString();
}

/** 'YYYY-MM-DD' -> the last instant of the day (23:59:59.999) in the calendar zone, as ISO. */
export function localDayEnd(day: string): string {
  if (calendarZone) return new Date(dayStart(nextDay(day), calendarZone).getTime() - 1).toISOString();
  const end = machineDay(day);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

/** The calendar zone's UTC offset in minutes east of UTC (Seoul: 540), for the server's texts naming local times. */
export function localUtcOffsetMin(at: Date = new Date()): number {
  return calendarZone ? zoneOffsetMinutes(at, calendarZone) : -at.getTimezoneOffset();
}

/** An instant's wall clock in the calendar zone: year, month (1-12), day, hour, minute. */
export function calendarClock(at: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  if (!calendarZone) {
    return { year: at.getFullYear(), month: at.getMonth() + 1, day: at.getDate(), hour: at.getHours(), minute: at.getMinutes() };
  }
  const { date, hour } = localTime(at, calendarZone);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minute = new Date(at.getTime() + zoneOffsetMinutes(at, calendarZone) * 60_000).getUTCMinutes();
  return { year, month, day, hour, minute };
}

/** The instant a day's wall-clock time ('YYYY-MM-DD', hour, minute) is in the calendar zone (a typed deadline). */
export function calendarInstant(day: string, hour: number, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (!calendarZone) return new Date(year, month - 1, date, hour, minute, 0, 0);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Two rounds settle a time near a daylight-saving switch, as dayStart does.
  let guess = wall - zoneOffsetMinutes(new Date(wall), calendarZone) * 60_000;
  guess = wall - zoneOffsetMinutes(new Date(guess), calendarZone) * 60_000;
  return new Date(guess);
}
