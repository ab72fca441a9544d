import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { setNavigator } from '../api/navigation';
import { queryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { routeDiscovery } from '../app/router/routeDiscovery';

/**
 * Renders the real route map at `path` in memory with the app's own query client (emptied first), as
 * the app does: route loaders and session actions use that client too, and the router starts with the
 * login page alone and adds the rest of the map on the first navigation elsewhere (routeDiscovery.ts).
 * Session navigation goes through the same router.
 */
export function renderApp(path: string) {
  queryClient.clear();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  const { routes, patchRoutesOnNavigation } = routeDiscovery();
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  setNavigator((target) => void router.navigate(target, { replace: true }));
  const view = render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
