import { makeStyles } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { FloatingCall } from './FloatingCall';
import { IntroFooter } from './IntroFooter';
import { IntroHeader } from './IntroHeader';
import { useKoreanPage } from './useKoreanPage';

const useStyles = makeStyles({ root: { minHeight: '100vh', display: 'flex', flexDirection: 'column' }, main: { flexGrow: 1 } });

/** The public site (/ and /intro/*): Korean, with its own header, footer and floating call button. */
export function IntroLayout() {
  const styles = useStyles();
  useKoreanPage();
  return (
    <div className={styles.root} lang="ko" data-layout="public">
      <IntroHeader />
      <main id="intro-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <IntroFooter />
      <FloatingCall />
    </div>
  );
}
