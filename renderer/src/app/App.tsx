import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/queryClient';
import { startSession } from '../api/sessionActions';
import { PlatformShell } from '../features/desktop';
import { platform } from '../platform';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './router/createAppRouter';

// The stored session is read now, and the router starts the first route (its chunk and, where a route
// asks for it, its first data) at once, side by side: a page can ask for its data while the chunks
// load (tests/bench/solverOpen.ts, bundleBench.ts).
const sessionStarted = startSession().catch((error: unknown) => console.error('[session] start failed', error));
const router = createAppRouter();

/** Resolves once the router has the first route's chunks and data (or its error) in. */
function routerInitialized(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * What the first render waits for (index.tsx, beside the first screen's translations): the session
 * read (and the remember token tried) and the first route ready, so the first render is the whole
 * page, not a splash, then a loading page, then the page. Until then index.html's own spinner shows.
 * The desktop's first run (no server yet) waits for the session only: its route has nothing to ask.
 */
export const firstScreenReady: Promise<unknown> =
  platform.serverSetup?.current() === null ? sessionStarted : Promise.all([sessionStarted, routerInitialized()]);

export function App() {
  return (
    <AppProviders client={queryClient}>
      <PlatformShell>
        <RouterProvider router={router} />
      </PlatformShell>
    </AppProviders>
  );
}
