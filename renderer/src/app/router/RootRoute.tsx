import { useEffect } from 'react';
import { ProgressBar, makeStyles } from '@fluentui/react-components';
import { Outlet, useLocation, useNavigation } from 'react-router-dom';
import { useSession } from '../../api/session';

const useStyles = makeStyles({ progress: { position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 } });

/**
 * Root of every route: clears the session-exit marker once the app has arrived at its target, and
 * shows a thin progress bar while a navigation waits for a page chunk (the old page stays visible).
 */
export function RootRoute() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const leavingTo = useSession((state) => state.leavingTo);
  useEffect(() => {
    if (leavingTo !== null && pathname === leavingTo) useSession.setState({ leavingTo: null });
  }, [pathname, leavingTo]);
  return (
    <>
      {navigation.state === 'loading' ? <ProgressBar className={styles.progress} thickness="medium" data-testid="route-loading" /> : null}
      <Outlet />
    </>
  );
}
