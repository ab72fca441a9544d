import { Tab, TabList, Tooltip, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { serviceTabs, type ServiceTab } from './serviceTabs';
import { paths } from '../router/paths';

const useStyles = makeStyles({
  bar: {
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
  },
  unavailable: { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed' },
  hidden: { display: 'none' },
});

/**
 * The service area's tabs. A tab that cannot be used stays a real tab (aria-disabled, focusable,
 * so its reason is announced) but opens nothing: in emergency mode with the spec's tooltip, and a
 * section of a later issue with a visible "coming soon" label. The tooltip is visual only; the
 * same text describes the tabs from outside the tab list, which must hold nothing but tabs.
 */
export function ServiceTabs({ companyId }: { companyId: string }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const emergencyNoteId = useId('emergency-tab-note');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useSession((state) => state.config);
  const userType = useSession((state) => state.user?.userTypeCd);
  const tabs = serviceTabs(config, userType);
  const base = paths.companyHome(companyId);
  const section = pathname.slice(base.length + 1).split('/')[0];
  const selected = tabs.find((tab) => tab.name === section && tab.unavailable === null)?.name ?? null;
  const open = (name: unknown) => {
    const tab = tabs.find((candidate) => candidate.name === name);
    if (tab && tab.unavailable === null) void navigate(paths.service(companyId, tab.path));
  };
  const tabOf = (tab: ServiceTab) => (
    <Tab
      key={tab.name}
      value={tab.name}
      aria-disabled={tab.unavailable !== null || undefined}
      aria-describedby={tab.unavailable === 'emergency' ? emergencyNoteId : undefined}
      className={mergeClasses(tab.unavailable !== null && styles.unavailable)}
      data-testid={`tab-${tab.name}`}
      data-unavailable={tab.unavailable ?? undefined}
    >
      {t(`tabs.${tab.labelKey}`)}
    </Tab>
  );

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <TabList selectedValue={selected} onTabSelect={(_e, data) => open(data.value)}>
        {tabs.map((tab) =>
          tab.unavailable === 'emergency' ? (
            <Tooltip key={tab.name} content={t('tabs.emergencyTooltip')} relationship="inaccessible">
              {tabOf(tab)}
            </Tooltip>
          ) : (
            tabOf(tab)
          ),
        )}
      </TabList>
      <span id={emergencyNoteId} className={styles.hidden}>
        {t('tabs.emergencyTooltip')}
      </span>
    </nav>
  );
}
