import { calendarClock, localUtcOffsetMin, PUBLISH_DEFAULT_DAYS, PUBLISH_MAX_DAYS } from '@boda/contract';

/* Publishing periods as calendar days ('YYYY-MM-DD', the company's zone); the server stamps the end 23:59:59 in its offset. */

/** The calendar zone's minutes east of UTC, as the server's utcOffsetMin. */
export function utcOffsetMin(now = new Date()): number {
  return localUtcOffsetMin(now);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The calendar day of a moment, plus `days`. */
export function localDay(at: Date, days = 0): string {
  const c = calendarClock(at);
  const d = new Date(Date.UTC(c.year, c.month - 1, c.day + days));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** The default period (today to +7 days) and the allowed range (today to one year ahead). */
export function periodBounds(now = new Date()) {
  return {
    start: localDay(now),
    end: localDay(now, PUBLISH_DEFAULT_DAYS),
    min: localDay(now),
    max: localDay(now, PUBLISH_MAX_DAYS),
  };
}

/** Which field is wrong, or null: both required, start not after end, inside min..max. */
export function periodProblem(start: string, end: string, min: string, max: string): 'required' | 'order' | 'range' | null {
  if (start === '' || end === '') return 'required';
  if (start > end) return 'order';
  if (start < min || end > max) return 'range';
  return null;
}
