import { monthRange } from '@boda/contract';
import { localIsoDay } from '../../ui/dateTime';

/** 'YYYY-MM' of a date in the app's calendar (the company's). */
export function monthOf(date: Date): string {
  return localIsoDay(date).slice(0, 7);
}

/** First and last day ('YYYY-MM-DD') of a 'YYYY-MM' month, as the settlement filters name them (contract's monthRange). */
export function monthDays(month: string): { from: string; to: string } {
  const [from, to] = monthRange(month);
  return { from, to };
}
