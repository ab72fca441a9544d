import { Tab, TabList, tokens } from '@fluentui/react-components';
import { LicenseType, type StatsRow } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandQuery } from '../../api/commandQuery';
import { paths } from '../../app/router/paths';
import { AccountDayList } from './AccountDayList';
import { type ChartSeries, DailyChart } from './DailyChart';
import { joinLogOf } from './links';
import { MonthPicker } from './MonthPicker';
import { StatsLayout } from './StatsLayout';
import { useDayClick } from './useDayClick';
import { useStatsCalendar } from './useLicense';
import { useStatsMonth } from './useStatsMonth';

export type JoinStatsTab = 'view' | 'account' | 'concurrent';

const CHART_OF = {
  view: 'statsMeet.LIST_JOIN_CHART',
  account: 'licenseStatsJoin.LIST_CHART',
  concurrent: 'licenseStatsConcurrent.LIST_CHART',
} as const;

/**
 * /manage/statistic/join/{view,account,concurrent} (manage-area "Statistics"): join count, account access
 * (monthly-joining-account licenses only) and concurrent access as sibling tabs, one month at a time.
 */
export function JoinStatsPage({ tab }: { tab: JoinStatsTab }) {
  const { t } = useTranslation('statistics');
  const { today, currentYm, licenseTypeCd, known } = useStatsCalendar();
  const { ym, chartYm, setYm } = useStatsMonth(currentYm, known);
  const { companyId, navigate, onDay } = useDayClick(today);
  const [selected, setSelected] = useState<string | null>(null);
  const chart = useCommandQuery(CHART_OF[tab], { searchYm: chartYm }, { select: (d) => d.resultList, enabled: known });
  const accountsTab = licenseTypeCd === LicenseType.MONTHLY_JOINING_ACCOUNTS;
  const series: Record<JoinStatsTab, ChartSeries[]> = {
    view: [
      { key: 'joinCount', label: t('series.joinCount'), color: tokens.colorBrandBackground },
      { key: 'userCount', label: t('series.userCount'), color: tokens.colorPaletteGreenBackground3 },
    ],
    account: [
      { key: 'licenseUsage', label: t('series.monthAccounts'), color: tokens.colorBrandBackground },
      { key: 'customInt1', label: t('series.newAccounts'), color: tokens.colorPaletteGreenBackground3 },
    ],
    concurrent: [{ key: 'licenseUsage', label: t('series.peak'), color: tokens.colorBrandBackground }],
  };
  const openJoinLog = (day: string, row?: StatsRow) => void navigate(joinLogOf(companyId, day, row?.userId));
  const selectedDay = selected?.startsWith(chartYm) ? selected : null;
  return (
    <StatsLayout
      title={t('join.title')}
      testId={`stats-join-${tab}`}
      tabs={
        <TabList
          selectedValue={tab}
          onTabSelect={(_e, d) => void navigate(`${paths.manage(companyId, `statistic/join/${d.value as JoinStatsTab}`)}?searchYm=${ym}`)}
          aria-label={t('join.title')}
        >
          <Tab value="view" data-testid="stats-tab-view">
            {t('tab.view')}
          </Tab>
          {accountsTab ? (
            <Tab value="account" data-testid="stats-tab-account">
              {t('tab.account')}
            </Tab>
          ) : null}
          <Tab value="concurrent" data-testid="stats-tab-concurrent">
            {t('tab.concurrent')}
          </Tab>
        </TabList>
      }
      picker={<MonthPicker ym={ym} currentYm={currentYm} onChange={setYm} />}
    >
      <DailyChart
        rows={chart.data ?? []}
        series={series[tab]}
        kind="bar"
        title={t(`tab.${tab}`)}
        selectedDay={selectedDay}
        onDay={(day) => onDay(day, tab === 'account' ? setSelected : openJoinLog)}
        testId="stats-chart"
      />
      {tab === 'account' && selectedDay ? <AccountDayList day={selectedDay} onAccount={(row) => openJoinLog(selectedDay, row)} /> : null}
    </StatsLayout>
  );
}
