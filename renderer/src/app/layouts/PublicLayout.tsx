import { makeStyles } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { PublicFooter } from './PublicFooter';
import { PublicTopBar } from './PublicTopBar';

const useStyles = makeStyles({ root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' }, main: { flexGrow: 1 } });

/** Landing and /intro pages. */
export function PublicLayout() {
  const styles = useStyles();
  return (
    <div className={styles.root} data-layout="public">
      <PublicTopBar />
      <main className={styles.main}>
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
