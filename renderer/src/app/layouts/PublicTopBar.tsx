import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { SettingsButton } from '../../features/desktop';
import { BrandWordmark } from '../../ui/BrandWordmark';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { paths } from '../router/paths';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    position: 'sticky',
    top: 0,
    zIndex: 10,
  },
  home: { color: tokens.colorNeutralForeground1, textDecorationLine: 'none' },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export function PublicTopBar() {
  const styles = useStyles();
  return (
    <header className={styles.bar} data-testid="public-topbar">
      <Link to={paths.landing()} className={styles.home} data-testid="public-home">
        <BrandWordmark />
      </Link>
      <div className={styles.end}>
        <SettingsButton />
        <LanguageSwitch />
      </div>
    </header>
  );
}
