import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { UpdateIndicator } from '../../features/desktop';
import { MessageIndicator } from '../../features/messages';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { AppDownloadButton } from './AppDownloadButton';
import { AreaSwitch } from './AreaSwitch';
import { HeaderLogo } from './HeaderLogo';
import { HelpLink } from './HelpLink';
import { UserMenu } from './UserMenu';
import { paths } from '../router/paths';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: '56px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    position: 'sticky',
    top: 0,
    zIndex: 20,
  },
  start: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  spacer: { flexGrow: 1 },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface AppHeaderProps {
  area: 'service' | 'manage';
  companyId: string;
  /** Extra content at the start (the manage area's menu button on narrow screens). */
  start?: ReactNode;
}

/** Header of the service and manage areas (foundation.md 2 "Header"). */
export function AppHeader({ area, companyId, start }: AppHeaderProps) {
  const styles = useStyles();
  const home = paths.areaHome(companyId, area);
  return (
    <header className={styles.bar} data-testid="app-header" data-area={area}>
      <div className={styles.start}>
        {start}
        <HeaderLogo companyId={companyId} to={home} />
      </div>
      <div className={styles.spacer} />
      <div className={styles.end}>
        <AreaSwitch area={area} companyId={companyId} />
        <UpdateIndicator />
        <AppDownloadButton />
        <MessageIndicator area={area} companyId={companyId} />
        <HelpLink />
        <LanguageSwitch />
        <UserMenu companyId={companyId} area={area} />
      </div>
    </header>
  );
}
