import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  note: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground3 },
});

/** 'Set by your administrator': a lab policy fixes this setting (main refuses changes anyway). */
export function LockedNote({ testId }: { testId: string }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  return (
    <Caption1 className={styles.note} data-testid={testId}>
      <LockClosedRegular aria-hidden />
      {t('settings.locked')}
    </Caption1>
  );
}
