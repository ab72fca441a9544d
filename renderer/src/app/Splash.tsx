import { Spinner, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({ splash: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' } });

/**
 * The full-window loading state of the router (its hydrate fallback), where the app renders before its
 * first route is in: the desktop's first run. Elsewhere index.html's own spinner covers the first load
 * (App.tsx firstScreenReady), and this one matches it.
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
