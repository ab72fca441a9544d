import { localIsoDay } from '../../ui/dateTime';

/** 'YYYY-MM' of a date (local). */
export function monthOf(date: Date): string {
  return localIsoDay(date).slice(0, 7);
}

/** First and last day ('YYYY-MM-DD') of a 'YYYY-MM' month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(year, m, 0).getDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}
