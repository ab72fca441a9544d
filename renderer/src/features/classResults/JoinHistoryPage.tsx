import { makeStyles } from '@fluentui/react-components';
import { Limits, localDayEnd, localDayStart, MANAGE_LOG_PAGE_SIZE, type UserJoin } from '@boda/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandQuery } from '../../api/commandQuery';
import { keepPreviousData } from '@tanstack/react-query';
import type { DataColumn } from '../../ui/DataTable';
import { lastMonth } from '../../ui/DateRangeFilter';
import { DateTime } from '../../ui/DateTime';
import { formatDuration } from '../../ui/dateTime';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { logSearchOf, useLogSearchBar } from './LogSearchBar';

const useStyles = makeStyles({
  number: { width: '64px' },
});

/**
 * /manage/log/joinLog/list (manage-area "Join history"): every class-client session, newest first, with
 * the class log's search; the statistics pages link here with a day's range and an exact user ID.
 */
export function JoinHistoryPage() {
  const { t } = useTranslation('classResults');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const listParams = useListParams({ size: MANAGE_LOG_PAGE_SIZE, sizes: Limits.PAGE_SIZE_OPTIONS });
  const { page, size, keyword } = listParams;
  const defaults = useMemo(() => lastMonth(), []);
  const from = listParams.from || listParams.filter('searchStartDate') || defaults.from;
  const to = listParams.to || listParams.filter('searchEndDate') || defaults.to;
  const list = useCommandQuery(
    'userJoin.LIST',
    {
      page,
      size,
      searchStartDate: localDayStart(from),
      searchEndDate: localDayEnd(to),
      searchKeyword: keyword,
      ...logSearchOf(listParams),
    },
    { select: (d) => d.resultPage, placeholderData: keepPreviousData },
  );
  const total = list.data?.total ?? 0;
  const firstNumber = listParams.firstNumber(total);
  const columns: Array<DataColumn<UserJoin>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_j, i) => firstNumber - i },
    { id: 'title', header: t('column.title'), cell: (j) => j.meetTitle },
    { id: 'name', header: t('attendance.name'), testId: 'join-row-name', cell: (j) => j.user.userName },
    { id: 'id', header: t('joins.userId'), cell: (j) => j.user.userId },
    {
      id: 'type',
      header: t('attendance.type'),
      cell: (j) => (j.monitor ? t('joins.monitor') : tc(`userType.${j.userTypeCd}`, { defaultValue: '' })),
    },
    { id: 'join', header: t('attendance.join'), cell: (j) => <DateTime value={j.joinDatetime} kind="dateTime" /> },
    {
      id: 'exit',
      header: t('attendance.exit'),
      cell: (j) => (j.quitDatetime ? <DateTime value={j.quitDatetime} kind="dateTime" /> : t('present')),
    },
    { id: 'time', header: t('attendance.session'), cell: (j) => formatDuration(j.durationSec) },
  ];
  const searchBar = useLogSearchBar({ listParams, from, to, testId: 'joins' });
  return (
    <ListPage
      title={t('joins.title')}
      pageTestId="join-history-page"
      list={list}
      listParams={listParams}
      pagerTestId="joins-pager"
      {...searchBar}
      summary={(count) => t('joins.total', { count })}
      summaryTestId="joins-total"
      columns={columns}
      rowKey={(j) => j.joinIdx}
      ariaLabel={t('joins.title')}
      testId="join-table"
      rowTestId="join-row"
      rowAttributes={(j) => ({ 'data-user-id': j.user.userId, 'data-meet-code': j.meetCode })}
      empty={{ searching: keyword !== '', nothingYet: t('joins.empty') }}
    />
  );
}
