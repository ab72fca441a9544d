import { PUBLISH_MAX_DAYS } from '@boda/contract';
import { fieldError, fieldErrors } from '../../errors';

/*
 * A post's publishing period from the days the caller picked ('YYYY-MM-DD', in the caller's UTC
 * offset in minutes east): from the start day's 00:00:00 to the end day's 23:59:59 there. The start
 * lies between today and the end; the end at most one year ahead. An edit may keep a start already past.
 */

const DAY_MS = 86_400_000;

/** The day number (days since 1970-01-01) of a 'YYYY-MM-DD', or null when it is no calendar day. */
function dayNumber(day: string): number | null {
  const [y, m, d] = day.split('-').map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** The caller's day number of an instant. */
function localDay(at: Date, utcOffsetMin: number): number {
  return Math.floor((at.getTime() + utcOffsetMin * 60_000) / DAY_MS);
}

function instantOf(dayNo: number, utcOffsetMin: number, endOfDay: boolean): Date {
  const ms = dayNo * DAY_MS - utcOffsetMin * 60_000 + (endOfDay ? DAY_MS - 1000 : 0);
  return new Date(ms);
}

export function publishPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  utcOffsetMin: number,
  now: Date,
  keptStart: Date | null,
): { publishStartDatetime: Date; publishEndDatetime: Date } {
  const missing: Array<[string, { message: string; key: string }]> = [];
  if (!start) missing.push(['boardPost.publishStartDatetime', { message: 'Required field.', key: 'required' }]);
  if (!end) missing.push(['boardPost.publishEndDatetime', { message: 'Required field.', key: 'required' }]);
  if (!start || !end) throw fieldErrors(missing);
  const startDay = dayNumber(start);
  const endDay = dayNumber(end);
  if (startDay === null) throw fieldError('boardPost.publishStartDatetime', 'Not a calendar day.');
  if (endDay === null) throw fieldError('boardPost.publishEndDatetime', 'Not a calendar day.');
  const today = localDay(now, utcOffsetMin);
  const keptDay = keptStart ? localDay(keptStart, utcOffsetMin) : null;
  if (startDay < today && startDay !== keptDay) throw fieldError('boardPost.publishStartDatetime', 'The start may not be before today.');
  if (startDay > endDay) throw fieldError('boardPost.publishStartDatetime', 'The start may not be after the end.');
  if (endDay > today + PUBLISH_MAX_DAYS) throw fieldError('boardPost.publishEndDatetime', 'The end may be at most one year ahead.');
  return { publishStartDatetime: instantOf(startDay, utcOffsetMin, false), publishEndDatetime: instantOf(endDay, utcOffsetMin, true) };
}
