import { Navigate } from 'react-router-dom';
import { ComingSoonPage } from '../../features/placeholder';

/** A section a later issue implements: its routed stand-in page with the title pages:<titleKey>. */
export function soon(titleKey: string) {
  return <ComingSoonPage titleKey={titleKey} />;
}

/** Index and alias redirects, relative to the route they sit in. */
export function redirect(to: string) {
  return <Navigate to={to} replace />;
}
