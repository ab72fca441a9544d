import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BrandWordmark } from '../../ui/BrandWordmark';
import { SITE } from './content/site';
import { BP } from './introStyles';
import { TrialDialog } from './TrialDialog';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    flexWrap: 'wrap',
    [BP.phone]: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}` },
  },
  home: { color: tokens.colorNeutralForeground1, textDecorationLine: 'none' },
  nav: {
    display: 'flex',
    gap: tokens.spacingHorizontalXS,
    flexGrow: 1,
    [BP.laptop]: { display: 'none', order: 3, flexBasis: '100%', flexDirection: 'column' },
  },
  navOpen: { [BP.laptop]: { display: 'flex' } },
  navLink: {
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  end: { display: 'flex', gap: tokens.spacingHorizontalS, marginInlineStart: 'auto', alignItems: 'center' },
  menuButton: { display: 'none', [BP.laptop]: { display: 'inline-flex' } },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': {
      left: tokens.spacingHorizontalM,
      top: tokens.spacingVerticalS,
      zIndex: 20,
      backgroundColor: tokens.colorNeutralBackground1,
    },
  },
});

/** The public site's header: brand, pages, the trial dialog; a menu button below 992 px. */
export function IntroHeader() {
  const styles = useStyles();
  const navId = useId();
  const { pathname, search } = useLocation();
  // The menu belongs to the page it was opened on: going to another page closes it.
  const here = `${pathname}${search}`;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === here;
  return (
    <header className={styles.bar} data-testid="intro-header">
      <a className={styles.skip} href="#intro-main">
        {SITE.skipToContent}
      </a>
      <Link to="/" className={styles.home} data-testid="public-home">
        <BrandWordmark />
      </Link>
      <nav id={navId} aria-label={SITE.navLabel} className={open ? `${styles.nav} ${styles.navOpen}` : styles.nav} data-testid="intro-nav">
        {SITE.nav.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end={item.to === '/'}
            className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
          >
            {item.label}
          </NavLink>
        ))}
      </nav>
      <div className={styles.end}>
        <TrialDialog />
        <Button
          className={styles.menuButton}
          appearance="subtle"
          icon={open ? <DismissRegular /> : <NavigationRegular />}
          aria-label={open ? SITE.menuClose : SITE.menuOpen}
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpenOn(open ? null : here)}
          data-testid="intro-menu"
        />
      </div>
    </header>
  );
}
