import { addDays, startOfWeek } from './calendarDates';

/** Sunday..Saturday, short, in the UI language (Intl knows both; no translation table to keep). */
export function weekdayNames(language: string): string[] {
  const sunday = startOfWeek(new Date(2026, 0, 7));
  const format = new Intl.DateTimeFormat(language, { weekday: 'short' });
  return Array.from({ length: 7 }, (_, i) => format.format(addDays(sunday, i)));
}
