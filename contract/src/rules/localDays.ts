/*
 * A user picks days in their own calendar; the server stores and compares instants. A date range goes to
 * the server as the first day's start and the last day's end in the caller's time zone (the one this code
 * runs in), so "today" means the caller's today wherever the server runs.
 */

function localDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
}

/** 'YYYY-MM-DD' -> the instant the local day starts (00:00:00.000), as ISO. */
export function localDayStart(day: string): string {
  return localDay(day).toISOString();
}

/** 'YYYY-MM-DD' -> the last instant of the local day (23:59:59.999), as ISO. */
export function localDayEnd(day: string): string {
  const end = localDay(day);
  end.setHours(23, 59, 59, 999);
  return end.toISOString();
}

/** This machine's UTC offset in minutes east of UTC (Seoul: 540), for the server's texts naming local times. */
export function localUtcOffsetMin(at: Date = new Date()): number {
  return -at.getTimezoneOffset();
}
