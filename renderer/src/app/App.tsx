import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/queryClient';
import { startSession } from '../api/sessionActions';
import { PlatformShell } from '../features/desktop';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router/createAppRouter';
import { Splash } from './Splash';

const router = createAppRouter();

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
