import { makeStyles } from '@fluentui/react-components';
import { Limits, localDayEnd, localDayStart, MANAGE_LOG_PAGE_SIZE, type MeetRecord } from '@boda/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../ui/DataTable';
import { lastMonth } from '../../ui/DateRangeFilter';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { RecordActions, RecordPlayerDialog } from './ClassRecordings';
import { logSearchOf, useLogSearchBar } from './LogSearchBar';
import { useRecordLog } from './queries';

const useStyles = makeStyles({
  number: { width: '64px' },
  period: { whiteSpace: 'nowrap' },
});

/**
 * /manage/log/recordLog/list (manage-area "Recordings"): the company's recordings and chat files, newest
 * first, with the class log's search (date range default last month); each plays in the app or downloads.
 */
export function RecordLogPage() {
  const { t } = useTranslation('classResults');
  const styles = useStyles();
  const listParams = useListParams({ size: MANAGE_LOG_PAGE_SIZE, sizes: Limits.PAGE_SIZE_OPTIONS });
  const { page, size, keyword } = listParams;
  const defaults = useMemo(() => lastMonth(), []);
  const from = listParams.from || listParams.filter('searchStartDate') || defaults.from;
  const to = listParams.to || listParams.filter('searchEndDate') || defaults.to;
  const [playing, setPlaying] = useState<MeetRecord | null>(null);
  const list = useRecordLog({
    page,
    size,
    searchStartDate: localDayStart(from),
    searchEndDate: localDayEnd(to),
    searchKeyword: keyword,
    ...logSearchOf(listParams),
  });
  const total = list.data?.total ?? 0;
  const firstNumber = listParams.firstNumber(total);
  const columns: Array<DataColumn<MeetRecord>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_r, i) => firstNumber - i },
    { id: 'class', header: t('column.title'), testId: 'record-class', cell: (r) => r.meetLog.meetTitle },
    { id: 'record', header: t('records.title'), cell: (r) => r.recordTitle },
    { id: 'opener', header: t('column.opener'), cell: (r) => `${r.meetLog.userName} (${r.meetLog.userId})` },
    {
      id: 'period',
      header: t('recordLog.period'),
      className: styles.period,
      cell: (r) =>
        r.startDatetime ? (
          <>
            <DateTime value={r.startDatetime} kind="dateTime" />
            {r.endDatetime && (
              <>
                {' – '}
                <DateTime value={r.endDatetime} kind="time" />
              </>
            )}
          </>
        ) : (
          '-'
        ),
    },
    { id: 'length', header: t('records.length'), cell: (r) => (r.durationSec === null ? '-' : formatDuration(r.durationSec)) },
    { id: 'actions', header: t('records.actions'), cell: (r) => <RecordActions record={r} onPlay={setPlaying} /> },
  ];
  const searchBar = useLogSearchBar({ listParams, from, to, testId: 'records' });
  return (
    <ListPage
      title={t('recordLog.title')}
      pageTestId="record-log-page"
      list={list}
      listParams={listParams}
      pagerTestId="records-pager"
      {...searchBar}
      summary={(count) => t('recordLog.total', { count })}
      summaryTestId="records-total"
      columns={columns}
      rowKey={(r) => r.recordIdx}
      ariaLabel={t('recordLog.title')}
      testId="record-log-table"
      rowTestId="record-log-row"
      rowAttributes={(r) => ({ 'data-kind': r.kind, 'data-meet-code': r.meetLog.meetCode })}
      empty={{ searching: keyword !== '', nothingYet: t('recordLog.empty') }}
    >
      {playing && <RecordPlayerDialog record={playing} onClose={() => setPlaying(null)} />}
    </ListPage>
  );
}
