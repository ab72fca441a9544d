import { useState } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { NavigationRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { useMe } from '../../features/account';
import { AppHeader } from '../header/AppHeader';
import { LicenseBox } from '../manage/LicenseBox';
import { ManageMenu } from '../manage/ManageMenu';

const NARROW = '@media (max-width: 992px)';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  body: { flexGrow: 1, display: 'flex', position: 'relative' },
  sidebar: {
    width: '240px',
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'space-between',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRight: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [NARROW]: { position: 'absolute', top: 0, bottom: 0, left: 0, zIndex: 15, boxShadow: tokens.shadow16, display: 'none' },
  },
  open: { [NARROW]: { display: 'flex' } },
  toggle: { display: 'none', [NARROW]: { display: 'inline-flex' } },
  main: { flexGrow: 1, minWidth: 0 },
});

/** The manage area: header, left menu with the license box and version label. */
export function ManageLayout() {
  const { companyId = '' } = useParams();
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const [menuOpen, setMenuOpen] = useState(false);
  useMe();
  const toggle = (
    <Button
      className={styles.toggle}
      appearance="subtle"
      icon={<NavigationRegular />}
      aria-label={t('manage.toggle')}
      aria-expanded={menuOpen}
      onClick={() => setMenuOpen((open) => !open)}
      data-testid="manage-menu-toggle"
    />
  );
  return (
    <div className={styles.root} data-layout="manage">
      <AppHeader area="manage" companyId={companyId} start={toggle} />
      <div className={styles.body}>
        <aside className={mergeClasses(styles.sidebar, menuOpen && styles.open)} data-testid="manage-sidebar">
          <ManageMenu companyId={companyId} onNavigate={() => setMenuOpen(false)} />
          <LicenseBox companyId={companyId} />
        </aside>
        <main className={styles.main}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
