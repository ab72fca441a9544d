import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { CalendarZoneNote } from '../../ui/CalendarZoneNote';
import { isYm, shiftYm } from './month';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** Month picker (manage-area "Statistics"): defaults to the current month and cannot go past it. */
export function MonthPicker({ ym, currentYm, onChange }: { ym: string; currentYm: string; onChange(ym: string): void }) {
  const { t } = useTranslation('statistics');
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-label={t('month.label')}>
      <Button
        appearance="subtle"
        icon={<ChevronLeftRegular />}
        aria-label={t('month.previous')}
        onClick={() => onChange(shiftYm(ym, -1))}
        data-testid="stats-month-prev"
      />
      <Input
        type="month"
        value={ym}
        aria-label={t('month.label')}
        input={{ max: currentYm }}
        onChange={(_e, d) => {
          if (isYm(d.value)) onChange(d.value);
        }}
        data-testid="stats-month"
      />
      <Button
        appearance="subtle"
        icon={<ChevronRightRegular />}
        aria-label={t('month.next')}
        disabled={ym >= currentYm}
        onClick={() => onChange(shiftYm(ym, 1))}
        data-testid="stats-month-next"
      />
      <CalendarZoneNote testId="stats-zone" />
    </div>
  );
}
