import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { PublicTopBar } from './PublicTopBar';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: tokens.spacingVerticalXXL },
  inner: { width: 'min(960px, 100%)' },
});

/** Shared frame of the login (SSO), invite and error layouts: top bar and a centred column. */
export function CenteredLayout({ name }: { name: 'login' | 'invite' | 'error' }) {
  const styles = useStyles();
  return (
    <div className={styles.root} data-layout={name}>
      <PublicTopBar />
      <main className={styles.main}>
        <div className={styles.inner}>
          <Outlet />
        </div>
      </main>
    </div>
  );
}
