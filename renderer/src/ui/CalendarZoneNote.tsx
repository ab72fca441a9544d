import { makeStyles, tokens } from '@fluentui/react-components';
import { calendarTimeZone, machineTimeZone } from '@boda/contract';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200, whiteSpace: 'nowrap' } });

/**
 * Beside a date filter or a month: the company's time zone, in which every day and time of the app is
 * counted, named when it is not this computer's (otherwise it goes without saying).
 */
export function CalendarZoneNote({ testId }: { testId: string }) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const zone = calendarTimeZone();
  if (zone === null || zone === machineTimeZone()) return null;
  return (
    <span className={styles.note} data-testid={testId}>
      {t('dateRange.zone', { zone })}
    </span>
  );
}
