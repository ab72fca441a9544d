import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router-dom';
import { firstRoutes, isCompanyLoginPath } from './firstRoutes';

type Patch = Parameters<PatchRoutesOnNavigationFunction>[0]['patch'];

/** The whole route map: a chunk of its own, loaded by the first navigation that needs it. */
const loadRouteMap = () => import('./routes');

/** Ids of the routes the router starts with, where the route map's other routes go in. */
function idsOf(routes: RouteObject[], ids = new Set<string>()): Set<string> {
  for (const route of routes) {
    if (route.id) ids.add(route.id);
    if (route.children) idsOf(route.children, ids);
  }
  return ids;
}

const firstIds = idsOf(firstRoutes);

/**
 * Adds the route map's routes under `parentId` (null: the top level). A route the router already has
 * (the same id) is left as it is, and the map's children of it go in under it.
 */
function patchRouteMap(patch: Patch, parentId: string | null, routes: RouteObject[]): void {
  patch(parentId, routes);
  for (const route of routes) if (route.id && firstIds.has(route.id) && route.children) patchRouteMap(patch, route.id, route.children);
}

/**
 * A router's routes and discovery (createAppRouter.ts, and the tests' memory router): it starts with the
 * login page alone (firstRoutes.tsx); any other path, a deep link on a cold load included, loads and
 * adds the whole route map before the router matches it (React Router's patchRoutesOnNavigation, which
 * the router asks whenever a path is unmatched or matched through a parameter such as `:companyId`).
 */
export function routeDiscovery(): { routes: RouteObject[]; patchRoutesOnNavigation: PatchRoutesOnNavigationFunction } {
  let patched = false;
  return {
    routes: firstRoutes,
    patchRoutesOnNavigation: async ({ path, patch, signal }) => {
      if (patched || isCompanyLoginPath(path)) return;
      const { routes } = await loadRouteMap();
      // Another navigation patched meanwhile, or this one was superseded (its patch would do nothing).
      if (patched || signal.aborted) return;
      patchRouteMap(patch, null, routes);
      patched = true;
    },
  };
}
