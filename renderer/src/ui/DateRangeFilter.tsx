import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { CalendarZoneNote } from './CalendarZoneNote';
import { localIsoDay } from './dateTime';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

/** Today's day in the calendar zone as a UTC-midnight Date, for day arithmetic that no clock change shifts. */
function calendarToday(now: Date): Date {
  return new Date(`${localIsoDay(now)}T00:00:00Z`);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** From `days` ago through today (the calendar zone's today), as the list's default search range ('YYYY-MM-DD'). */
export function lastDays(days: number, now = new Date()): { from: string; to: string } {
  const today = calendarToday(now);
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - days);
  return { from: isoDay(from), to: isoDay(today) };
}

/** From the same day last month through today (the manage lists' "last month to today"). */
export function lastMonth(now = new Date()): { from: string; to: string } {
  const today = calendarToday(now);
  const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, today.getUTCDate()));
  // 31 March minus a month is 3 March in Date arithmetic: clamp to the previous month's last day.
  if (from.getUTCMonth() === today.getUTCMonth()) from.setUTCDate(0);
  return { from: isoDay(from), to: isoDay(today) };
}

export interface DateRangeFilterProps {
  /** What the dates are (registration dates, class dates), the group's accessible name. */
  label: string;
  from: string;
  to: string;
  onChange(from: string, to: string): void;
  /** Prefix of the test ids: `-from`, `-to`. */
  testId: string;
}

/**
 * The one date-range filter of the lists: days from..to ('YYYY-MM-DD', days of the company's calendar;
 * send them with the contract's localDayStart/localDayEnd), with the zone named where it is not the browser's. A start after the end moves the end along, so
 * the range never turns inside out.
 */
export function DateRangeFilter({ label, from, to, onChange, testId }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label={label}>
      <Input
        type="date"
        value={from}
        max={to}
        aria-label={t('dateRange.from')}
        onChange={(_e, d) => d.value && onChange(d.value, d.value > to ? d.value : to)}
        data-testid={`${testId}-from`}
      />
      <span aria-hidden>~</span>
      <Input
        type="date"
        value={to}
        min={from}
        aria-label={t('dateRange.to')}
        onChange={(_e, d) => d.value && onChange(d.value < from ? d.value : from, d.value)}
        data-testid={`${testId}-to`}
      />
      <CalendarZoneNote testId={`${testId}-zone`} />
    </div>
  );
}
