import { Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ splash: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' } });

/**
 * The full-window loading state: while the stored session is read, then while the first route's
 * chunks load (the router's hydrate fallback), so the first paint is one steady spinner, never blank.
 */
export function Splash() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <div className={styles.splash} data-testid="app-splash">
      <Spinner label={t('loading')} />
    </div>
  );
}
