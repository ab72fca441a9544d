import { makeStyles } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';

const useStyles = makeStyles({ root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' } });

/** /wb/*: pages embedded in the native app's web view, without any chrome. */
export function AppViewLayout() {
  const styles = useStyles();
  return (
    <div className={styles.root} data-layout="app">
      <Outlet />
    </div>
  );
}
