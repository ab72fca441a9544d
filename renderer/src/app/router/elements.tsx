import { Suspense, lazy } from 'react';
import { Navigate } from 'react-router-dom';
import { loadPlaceholderPages } from '../../features/placeholder';

const ComingSoonPage = lazy(() => loadPlaceholderPages().then((pages) => ({ default: pages.ComingSoonPage })));

/** A section a later issue implements: its routed stand-in page with the title pages:<titleKey> (loaded on first visit). */
export function soon(titleKey: string) {
  return (
    <Suspense fallback={null}>
      <ComingSoonPage titleKey={titleKey} />
    </Suspense>
  );
}

/** Index and alias redirects, relative to the route they sit in. */
export function redirect(to: string) {
  return <Navigate to={to} replace />;
}
