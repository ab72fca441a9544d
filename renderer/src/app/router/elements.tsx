import { Navigate } from 'react-router-dom';

/** Index and alias redirects, relative to the route they sit in. */
export function redirect(to: string) {
  return <Navigate to={to} replace />;
}
