import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase500,
    color: 'inherit',
  },
  mark: { width: '28px', height: '28px', flexShrink: 0 },
});

/** The product mark used when a company has no SERVICE_LOGO branding. */
export function BrandWordmark() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <span className={styles.root} data-testid="brand-wordmark">
      <img className={styles.mark} src="/favicon.svg" alt="" aria-hidden />
      {t('productName')}
    </span>
  );
}
