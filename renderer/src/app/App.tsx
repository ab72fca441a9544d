import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/queryClient';
import { startSession } from '../api/sessionActions';
import { PlatformShell } from '../features/desktop';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router/createAppRouter';
import { Splash } from './Splash';

// The stored session is read now, before the router asks for the first route's chunks: the profile's
// check (zod) loads ahead of them, and a page can ask for its first data while they load
// (tests/bench/solverOpen.ts).
const sessionStarted = startSession().catch((error: unknown) => console.error('[session] start failed', error));
const router = createAppRouter();

/** Reads the stored session (and tries the remember token) before any route renders. */
export function App() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void sessionStarted.finally(() => setReady(true));
  }, []);
  return (
    <AppProviders client={queryClient}>
      <PlatformShell>{ready ? <RouterProvider router={router} /> : <Splash />}</PlatformShell>
    </AppProviders>
  );
}
