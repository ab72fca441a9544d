import { useEffect, useState } from 'react';
import { Spinner, makeStyles } from '@fluentui/react-components';
import { RouterProvider } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../api/queryClient';
import { startSession } from '../api/sessionActions';
import { PlatformShell } from '../features/desktop/PlatformShell';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router/createAppRouter';

const useStyles = makeStyles({ splash: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' } });

const router = createAppRouter();

function Splash() {
  const { t } = useTranslation('common');
  const styles = useStyles();
  return (
    <div className={styles.splash}>
      <Spinner label={t('loading')} />
    </div>
  );
}

/** Reads the stored session (and tries the remember token) before any route renders. */
export function App() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    startSession()
      .catch((error: unknown) => console.error('[session] start failed', error))
      .finally(() => setReady(true));
  }, []);
  return (
    <AppProviders client={queryClient}>
      <PlatformShell>{ready ? <RouterProvider router={router} /> : <Splash />}</PlatformShell>
    </AppProviders>
  );
}
