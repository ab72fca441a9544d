import type { RouteObject } from 'react-router-dom';
import { queryClient } from '../../api/queryClient';
import { CompanyLoginPage, prefetchLoginInfo } from '../../features/login';
import { i18n } from '../../i18n';
import { Splash } from '../Splash';
import { RootRoute } from './RootRoute';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The root of every route (its progress bar and error page). */
export const ROOT_ROUTE_ID = 'root';
/** `/:companyId`: a company's login page and its signed-in areas. */
export const COMPANY_ROUTE_ID = 'company';
/** The company login page's route: the one page the server renders (ssr/serverEntry.tsx). */
export const LOGIN_ROUTE_ID = 'company-login';

/**
 * The top-level paths of the route map other than a company's (routes.tsx): `/{segment}` is a company's
 * login page unless it is one of these (router.test.tsx holds this list to the route map).
 */
export const PUBLIC_TOP_PATHS: readonly string[] = ['intro', 'terms', 'sso', 'oauth', 'invite', 'wb', 'classroom', 'error'];

export function rootRoute(children: RouteObject[]): RouteObject {
  return { id: ROOT_ROUTE_ID, element: <RootRoute />, hydrateFallbackElement: <Splash />, errorElement: <RouteErrorBoundary />, children };
}

export function companyRoute(children: RouteObject[]): RouteObject {
  return { id: COMPANY_ROUTE_ID, path: ':companyId', children };
}

export const loginRoute: RouteObject = {
  id: LOGIN_ROUTE_ID,
  index: true,
  // The first screen of most visits comes with the app (no chunk to wait for), and shows once
  // the company's login configuration is in: its form at once, not a spinner first.
  loader: async ({ params }) => {
    await prefetchLoginInfo(queryClient, params.companyId ?? '', i18n.language);
    return null;
  },
  element: <CompanyLoginPage />,
};

/**
 * What the router starts with: the login page in its frame, nothing else. The rest of the route map
 * (routes.tsx, its own chunk) is added when a navigation needs it (routeDiscovery.ts), so the first
 * screen of most visits neither loads it nor has the router rank its hundred routes before it is live.
 */
export const firstRoutes: RouteObject[] = [rootRoute([companyRoute([loginRoute])])];

/** Whether `path` is a company's login page (`/{companyId}`), which the first routes answer alone. */
export function isCompanyLoginPath(path: string): boolean {
  const match = /^\/([^/]+)\/?$/.exec(path);
  // Route paths match regardless of case (/Intro is the intro page).
  return match !== null && !PUBLIC_TOP_PATHS.includes(match[1].toLowerCase());
}
