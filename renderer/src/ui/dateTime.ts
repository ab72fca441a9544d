import { calendarClock, FALLBACK_LANGUAGE, type Language, Languages } from '@boda/contract';

/*
 * The one place that decides how dates and times read. The spec names a few screen patterns
 * (user list YY.MM.DD HH:mm, messages YYYY-MM-DD HH:mm, monitoring MM.DD HH:mm:ss, search dates
 * YYYY-MM-DD, exit time HH:mm); they are one family: numeric, year-month-day order, 24-hour clock.
 * Showing the same moment three ways on three screens confused users, so every screen shows one
 * pattern per kind, the spec's fullest (messages, search dates): the year in full, so a date never
 * reads as another order. Both languages read it the same way: the order is unambiguous in English
 * too (unlike 11/23 vs 23/11) and matches what Korean users see in the class client. A language
 * that needs its own pattern changes only this table. Times are on the calendar zone's clock (the
 * company's, contract rules/localDays.ts), the same clock the date filters and statistics count days by.
 */

export type DateTimeKind = 'date' | 'dateTime' | 'time';

const PATTERNS: Record<Language, Record<DateTimeKind, string>> = {
  ko: { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm', time: 'HH:mm' },
  en: { date: 'YYYY-MM-DD', dateTime: 'YYYY-MM-DD HH:mm', time: 'HH:mm' },
};

/** What a missing or unreadable value shows. */
export const NO_DATE = '-';

function languageOf(language: string | undefined): Language {
  const base = (language ?? '').split('-')[0];
  return (Languages as readonly string[]).includes(base ?? '') ? (base as Language) : FALLBACK_LANGUAGE;
}

/** The value as a Date, or null when missing or unreadable. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function applyPattern(date: Date, pattern: string): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = calendarClock(date);
  const parts: Record<string, string> = {
    YYYY: String(clock.year),
    MM: two(clock.month),
    DD: two(clock.day),
    HH: two(clock.hour),
    mm: two(clock.minute),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm/g, (token) => parts[token] ?? token);
}

/**
 * The text of a date or time in the UI language. Prefer the `<DateTime>` component; this is for
 * text built around a time (a quoted reply's header, a toast, "a ~ b" periods).
 */
export function formatDateTime(value: string | Date | null | undefined, kind: DateTimeKind, language: string | undefined): string {
  const date = toDate(value);
  return date === null ? NO_DATE : applyPattern(date, PATTERNS[languageOf(language)][kind]);
}

/** 'YYYY-MM-DD' of an instant's day in the calendar zone: the value of date inputs and default titles, not a display text. */
export function localIsoDay(date: Date): string {
  return applyPattern(date, 'YYYY-MM-DD');
}

/** Seconds as h:mm:ss (or m:ss under an hour): solving time, attendance time, class length. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const two = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
}
