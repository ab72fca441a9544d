import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';

/** Root of every route: clears the session-exit marker once the app has arrived at its target. */
export function RootRoute() {
  const { pathname } = useLocation();
  const leavingTo = useSession((state) => state.leavingTo);
  useEffect(() => {
    if (leavingTo !== null && pathname === leavingTo) useSession.setState({ leavingTo: null });
  }, [pathname, leavingTo]);
  return <Outlet />;
}
