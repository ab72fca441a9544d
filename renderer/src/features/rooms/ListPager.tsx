import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', justifyContent: 'center', alignItems: 'center', gap: tokens.spacingHorizontalS, padding: tokens.spacingVerticalS },
});

/** Previous / page x of y / next for the manage lists of rooms and monitoring. */
export function ListPager({ page, size, total, onChange, testId }: { page: number; size: number; total: number; onChange: (page: number) => void; testId: string }) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const last = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.root} data-testid={testId}>
      <Button appearance="subtle" icon={<ChevronLeftRegular />} aria-label={t('pager.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)} data-testid={`${testId}-prev`} />
      <Caption1 data-testid={`${testId}-label`}>{t('pager.label', { page, last })}</Caption1>
      <Button appearance="subtle" icon={<ChevronRightRegular />} aria-label={t('pager.next')} disabled={page >= last} onClick={() => onChange(page + 1)} data-testid={`${testId}-next`} />
    </nav>
  );
}
