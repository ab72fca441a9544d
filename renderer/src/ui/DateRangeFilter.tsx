import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { localIsoDay } from './dateTime';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

/** From `days` ago through today, as the list's default search range ('YYYY-MM-DD'). */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setDate(from.getDate() - days);
  return { from: localIsoDay(from), to: localIsoDay(today) };
}

/** From the same day last month through today (the manage lists' "last month to today"). */
export function lastMonth(today = new Date()): { from: string; to: string } {
  const from = new Date(today.getFullYear(), today.getMonth() - 1, today.getDate());
  // 31 March minus a month is 3 March in Date arithmetic: clamp to the previous month's last day.
  if (from.getMonth() === today.getMonth()) from.setDate(0);
  return { from: localIsoDay(from), to: localIsoDay(today) };
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
 * The one date-range filter of the lists: days from..to ('YYYY-MM-DD', the caller's local days; send
 * them with the contract's localDayStart/localDayEnd). A start after the end moves the end along, so
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
    </div>
  );
}
