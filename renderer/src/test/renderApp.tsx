import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { setNavigator } from '../api/navigation';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router/routes';

/** Renders the real route map at `path` in memory; session navigation goes through the same router. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  setNavigator((target) => void router.navigate(target, { replace: true }));
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
