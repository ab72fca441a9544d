import { addDaysToDay } from '@boda/contract';
import { startOfWeek } from './calendarDates';

/** Sunday..Saturday, short, in the UI language (Intl knows both; no translation table to keep). */
export function weekdayNames(language: string): string[] {
  const sunday = startOfWeek('2026-01-07');
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(`${addDaysToDay(sunday, i)}T12:00:00Z`)));
}
