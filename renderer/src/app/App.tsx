import { useEffect } from 'react';
import { createDOMRenderer, RendererProvider } from '@fluentui/react-components';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../api/queryClient';
import { useSession } from '../api/session';
import { startSession } from '../api/sessionActions';
import { needsServerSetup } from '../features/desktop';
import { primeLoginInfo } from '../features/login';
import { i18n } from '../i18n';
import { readServerPage } from '../ssr/serverPage';
import { AppFrame } from './AppFrame';
import { createAppRouter } from './router/createAppRouter';
import { LOGIN_ROUTE_ID } from './router/firstRoutes';

// A login page the server rendered (ssr/) comes with the answer it was rendered from: in the cache
// before the router's loader asks, so the browser renders the page from the same answer.
const serverPage = readServerPage();
if (serverPage) primeLoginInfo(queryClient, serverPage.companyId, serverPage.language, serverPage.loginInfo);

// The stored session is read now, and the router starts the first route (its chunk and, where a route
// asks for it, its first data) at once, side by side: a page can ask for its data while the chunks
// load (tests/bench/solverOpen.ts, bundleBench.ts).
/**
 * The style renderer of the app. A page the server rendered came with its style rules in the head: this
 * renderer takes them over before the first render (RendererProvider rehydrates its cache from them),
 * so hydrating inserts only rules the server's page did not use, instead of every rule again.
 */
const styleRenderer = createDOMRenderer(document);

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
export const firstScreenReady: Promise<unknown> = needsServerSetup() ? sessionStarted : Promise.all([sessionStarted, routerInitialized()]);

/**
 * Whether the first render draws what the server sent (index.tsx then hydrates it rather than drawing
 * anew): the login page the server rendered, in the same language, for a visitor with no session (a
 * signed-in one is sent on to the service's main page). Asked once firstScreenReady has resolved.
 */
export function rendersServerPage(): boolean {
  const { location, matches } = router.state;
  return (
    serverPage !== null &&
    location.pathname.replace(/\/$/, '') === serverPage.path.replace(/\/$/, '') &&
    matches.at(-1)?.route.id === LOGIN_ROUTE_ID &&
    i18n.language === serverPage.language &&
    useSession.getState().token === null
  );
}

export function App() {
  // #root's data-live: the app has drawn the first screen or taken over the server's (which is inert
  // until then: its buttons do nothing). The E2E page objects wait for it before they click.
  useEffect(() => document.getElementById('root')?.setAttribute('data-live', ''), []);
  // The same tree as the server's render (ssr/serverEntry.tsx): its renderer provider, then AppFrame.
  return (
    <RendererProvider renderer={styleRenderer} targetDocument={document}>
      <AppFrame client={queryClient}>
        <RouterProvider router={router} />
      </AppFrame>
    </RendererProvider>
  );
}
