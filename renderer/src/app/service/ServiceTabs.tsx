import { Tab, TabList, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../api/session';
import { serviceTabs } from './serviceTabs';

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
  const base = `/${encodeURIComponent(companyId)}`;
  const section = pathname.slice(base.length + 1).split('/')[0];
  const selected = tabs.find((tab) => tab.name === section)?.name ?? null;

  return (
    <nav className={styles.bar} aria-label={t('tabs.label')}>
      <TabList selectedValue={selected} onTabSelect={(_e, data) => void navigate(`${base}/${tabs.find((tab) => tab.name === data.value)?.path ?? ''}`)}>
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
