import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from '../../api/navigation';
import { routeDiscovery } from './routeDiscovery';

/**
 * The browser router; the API client and session rules navigate through it (no full reloads). It starts
 * with the login page alone and adds the rest of the route map when a navigation needs it (routeDiscovery.ts).
 */
export function createAppRouter() {
  const { routes, patchRoutesOnNavigation } = routeDiscovery();
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  setNavigator((path) => void router.navigate(path, { replace: true }));
  return router;
}
