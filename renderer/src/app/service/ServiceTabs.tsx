import { Tab, TabList, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { serviceTabs } from './serviceTabs';
import { paths } from '../router/paths';

const useStyles = makeStyles({
  bar: {
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    overflowX: 'auto',
  },
});

export function ServiceTabs({ companyId }: { companyId: string }) {
  const { t } = useTranslation('nav');
  const styles = useStyles();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = useSession((state) => state.config);
  const userType = useSession((state) => state.user?.userTypeCd);
  const tabs = serviceTabs(config, userType);
  const base = paths.companyHome(companyId);
  const section = pathname.slice(base.length + 1).split('/')[0];
  const selected = tabs.find((tab) => tab.name === section)?.name ?? null;
  const open = (name: unknown) => {
    const tab = tabs.find((candidate) => candidate.name === name);
    if (tab) void navigate(paths.service(companyId, tab.path));
  };

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <TabList selectedValue={selected} onTabSelect={(_e, data) => open(data.value)}>
        {tabs.map((tab) => {
          const node = (
            <Tab key={tab.name} value={tab.name} disabled={tab.disabled} data-testid={`tab-${tab.name}`}>
              {t(`tabs.${tab.labelKey}`)}
            </Tab>
          );
          return tab.disabled ? (
            <Tooltip key={tab.name} content={t('tabs.emergencyTooltip')} relationship="description">
              <span data-testid={`tab-${tab.name}-tooltip`}>{node}</span>
            </Tooltip>
          ) : (
            node
          );
        })}
      </TabList>
    </nav>
  );
}
