import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, useMatch, useParams } from 'react-router-dom';
import { useMe } from '../../features/account';
import { NoticePopup } from '../../features/board';
import { AppHeader } from '../header/AppHeader';
import { EmergencyBanner } from '../service/EmergencyBanner';
import { ServiceTabs } from '../service/ServiceTabs';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  main: { flexGrow: 1, width: '100%', maxWidth: '1250px', margin: '0 auto', boxSizing: 'border-box' },
});

/** The service area (students and teachers): header, main tabs, emergency banner. */
export function ServiceLayout() {
  const { companyId = '' } = useParams();
  const styles = useStyles();
  useMe();
  const solving = useMatch('/:companyId/task/solve') !== null;
  return (
    <div className={styles.root} data-layout="service">
      <AppHeader area="service" companyId={companyId} />
      <ServiceTabs companyId={companyId} />
      <EmergencyBanner />
      <main className={styles.main}>
        <Outlet />
      </main>
      <NoticePopup hidden={solving} />
    </div>
  );
}
