/*
 * Company calendar: statistics days and license months are calendar days in the company's IANA time
 * zone (companies.time_zone), computed here from an instant so PGlite and PostgreSQL agree.
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
