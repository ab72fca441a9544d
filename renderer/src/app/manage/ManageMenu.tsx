import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import {
  BookRegular,
  BoardRegular,
  DataBarVerticalRegular,
  DocumentTextRegular,
  HistoryRegular,
  MegaphoneRegular,
  MoneyRegular,
  PeopleRegular,
  PersonClockRegular,
  TaskListLtrRegular,
  VideoClipRegular,
  VideoRegular,
  EyeRegular,
  SettingsRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useSession } from '../../api/session';
import { manageMenu, type ManageMenuName } from './manageMenu';
import { paths, type ManageMenuState } from '../router/paths';

/** The section a link from another section named (see ManageMenuState), if any. */
function cameFrom(state: unknown): string | null {
  const section = (state as Partial<ManageMenuState> | null)?.menuSection;
  return typeof section === 'string' ? section : null;
}

const ICONS: Record<ManageMenuName, FluentIcon> = {
  monitor: EyeRegular,
  logMeet: HistoryRegular,
  joinLog: PersonClockRegular,
  recordLog: VideoClipRegular,
  statisticOpen: DataBarVerticalRegular,
  statisticJoin: BoardRegular,
  charges: MoneyRegular,
  book: BookRegular,
  task: TaskListLtrRegular,
  note: DocumentTextRegular,
  room: VideoRegular,
  notice: MegaphoneRegular,
  user: PeopleRegular,
  setting: SettingsRegular,
};

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: tokens.spacingVerticalS, display: 'flex', flexDirection: 'column', gap: '2px' },
  item: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    fontSize: tokens.fontSizeBase300,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
  },
  active: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground1,
    fontWeight: tokens.fontWeightSemibold,
    // The darker brand text keeps 4.5:1 on the hover background (Foreground1 there is 4.27:1).
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
  },
  icon: { fontSize: '20px', flexShrink: 0 },
  label: { flexGrow: 1, minWidth: 0 },
});

export function ManageMenu({ companyId, onNavigate }: { companyId: string; onNavigate?: () => void }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const { pathname, state } = useLocation();
  const config = useSession((state) => state.config);
  const userTypeCd = useSession((state) => state.user?.userTypeCd);
  const base = paths.manageHome(companyId);
  const here = cameFrom(state) ?? (pathname.startsWith(base) ? pathname.slice(base.length + 1) : '');
  return (
    <nav aria-label={t('manage.label')}>
      <ul className={styles.list}>
        {manageMenu(config, userTypeCd).map((item) => {
          const Icon = ICONS[item.name];
          const active = here === item.match || here.startsWith(`${item.match}/`);
          return (
            <li key={item.name}>
              <Link
                to={paths.manage(companyId, item.path)}
                className={mergeClasses(styles.item, active && styles.active)}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                data-testid={`manage-menu-${item.name}`}
              >
                <Icon className={styles.icon} />
                {t(`manage.${item.name}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
