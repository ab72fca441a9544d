import { tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useCommandQuery } from '../../api/commandQuery';
import { DailyChart } from './DailyChart';
import { classLogOf } from './links';
import { MonthPicker } from './MonthPicker';
import { StatsLayout } from './StatsLayout';
import { useDayClick } from './useDayClick';
import { useStatsCalendar } from './useLicense';
import { useStatsMonth } from './useStatsMonth';

/** /manage/statistic/open (manage-area "Statistics"): classes opened per day; a day opens that day's class log. */
export function OpenStatsPage() {
  const { t } = useTranslation('statistics');
  const { today, currentYm, known } = useStatsCalendar();
  const { ym, chartYm, setYm } = useStatsMonth(currentYm, known);
  const { companyId, navigate, onDay } = useDayClick(today);
  const chart = useCommandQuery('statsMeet.LIST_OPEN_CHART', { searchYm: chartYm }, { select: (d) => d.resultList, enabled: known });
  return (
    <StatsLayout title={t('open.title')} testId="stats-open" picker={<MonthPicker ym={ym} currentYm={currentYm} onChange={setYm} />}>
      <DailyChart
        rows={chart.data ?? []}
        series={[{ key: 'resultCount', label: t('series.opened'), color: tokens.colorBrandBackground }]}
        kind="line"
        title={t('open.title')}
        onDay={(day) => onDay(day, (d) => void navigate(classLogOf(companyId, d)))}
        testId="stats-chart"
      />
    </StatsLayout>
  );
}
