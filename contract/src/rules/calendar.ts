/*
 * Company calendar: statistics days, license months and every day the app shows or filters by are
 * calendar days in the company's IANA time zone (companies.time_zone), computed from an instant with
 * Intl (no library: Node and every browser carry the zone data), so PGlite, PostgreSQL, the server
 * and the app agree on "which day" wherever each of them runs.
 */

export interface LocalTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'YYYY-MM' */
  ym: string;
  /** 0-23 */
  hour: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The instant as the company's calendar sees it; an unknown zone falls back to UTC. */
export function localTime(at: Date, timeZone: string): LocalTime {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatterOf(timeZone).formatToParts(at);
  } catch {
    parts = formatterOf('UTC').formatToParts(at);
  }
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  const date = `${part('year')}-${part('month')}-${part('day')}`;
  return { date, ym: date.slice(0, 7), hour: Number(part('hour')) % 24 };
}

/** Every day of a month: ['2026-11-01', ... '2026-11-30']. */
export function daysOfMonth(ym: string): string[] {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_v, i) => `${ym}-${String(i + 1).padStart(2, '0')}`);
}

/** First and last day of a month, for a BETWEEN on date columns. */
export function monthRange(ym: string): [string, string] {
  const days = daysOfMonth(ym);
  return [days[0] as string, days[days.length - 1] as string];
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) of an instant in the zone. */
export function localDay(at: Date, timeZone: string): string {
  return localTime(at, timeZone).date;
}

/** The day after (calendar arithmetic on the date alone). */
export function nextDay(day: string): string {
  return addDaysToDay(day, 1);
}

/** The day `days` later or earlier (calendar arithmetic on the date alone, no zone involved). */
export function addDaysToDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later (31 Aug + 6 months overflows into March as a Date's month arithmetic does). */
export function addMonthsToDay(day: string, months: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The weekday of a calendar day: 0 Sunday .. 6 Saturday. */
export function weekdayOfDay(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Minutes the zone is ahead of UTC at an instant. */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const f = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute));
  return Math.round((asUtc - Math.floor(at.getTime() / 60000) * 60000) / 60000);
}

/** The instant a calendar day starts in the zone (an invalid day gives an invalid Date). */
export function dayStart(day: string, timeZone: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(utcMidnight.getTime())) return utcMidnight;
  // Two rounds settle a zone whose offset changes between the guess and the answer (daylight saving).
  let guess = utcMidnight.getTime() - zoneOffsetMinutes(utcMidnight, timeZone) * 60000;
  guess = utcMidnight.getTime() - zoneOffsetMinutes(new Date(guess), timeZone) * 60000;
  return new Date(guess);
}

/** First and last day of the month an instant falls in, in the zone. */
export function monthAround(at: Date, timeZone: string): { first: string; last: string } {
  const [first, last] = monthRange(localTime(at, timeZone).ym);
  return { first, last };
}
