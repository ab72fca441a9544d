import { localIsoDay } from '../../ui/dateTime';

/* Month and day helpers of the statistics pages (months 'YYYY-MM', days 'YYYY-MM-DD', the company's calendar). */

export function isYm(value: string | null): value is string {
  return value !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month `delta` months from `ym`. */
export function shiftYm(ym: string, delta: number): string {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The asked-for month, or the current one when absent, malformed or after it (the picker cannot go past it). */
export function clampYm(asked: string | null, current: string): string {
  return isYm(asked) && asked <= current ? asked : current;
}

export function isFutureDay(day: string, today: string): boolean {
  return day > today;
}

/** '2026-11-05' -> 5 */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/** Today and this month in the app's calendar (the company's), until the server's (license.GET) is known. */
export function localToday(now: Date = new Date()): { today: string; currentYm: string } {
  const today = localIsoDay(now);
  return { today, currentYm: today.slice(0, 7) };
}
