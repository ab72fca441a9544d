import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { localIsoDay } from '../../ui/dateTime';

const useStyles = makeStyles({ root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS } });

/** From `days` ago through today, as the list's default search range ('YYYY-MM-DD'). */
export function lastDays(days: number, today = new Date()): { from: string; to: string } {
  const from = new Date(today);
  from.setDate(from.getDate() - days);
  return { from: localIsoDay(from), to: localIsoDay(today) };
}

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange(from: string, to: string): void;
}

/** Registration dates from..to; a start after the end moves the end along (the range never turns inside out). */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('books');
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label={t('list.dateRange')}>
      <Input
        type="date"
        value={from}
        max={to}
        aria-label={t('list.from')}
        onChange={(_e, d) => d.value && onChange(d.value, d.value > to ? d.value : to)}
        data-testid="book-date-from"
      />
      <span aria-hidden>~</span>
      <Input
        type="date"
        value={to}
        min={from}
        aria-label={t('list.to')}
        onChange={(_e, d) => d.value && onChange(d.value < from ? d.value : from, d.value)}
        data-testid="book-date-to"
      />
    </div>
  );
}
