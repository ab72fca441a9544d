import { createBrowserRouter } from 'react-router-dom';
import { setNavigator } from '../../api/navigation';
import { routes } from './routes';

/** The browser router; the API client and session rules navigate through it (no full reloads). */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  setNavigator((path) => void router.navigate(path, { replace: true }));
  return router;
}
