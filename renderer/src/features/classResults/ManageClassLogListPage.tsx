import { Limits, localDayEnd, localDayStart, LogMeetSearchType, MANAGE_LOG_PAGE_SIZE } from '@boda/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { lastMonth } from '../../ui/DateRangeFilter';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { ExportMenu } from './ExportMenu';
import { useClassLogColumns } from './classLogColumns';
import { logSearchOf, useLogSearchBar } from './LogSearchBar';
import { useClassResultList } from './queries';

/** /manage/log/logMeet/list (manage-area "Class log"): the company's classes; a row opens ../view?meetCode=. */
export function ManageClassLogListPage() {
  const { t } = useTranslation('classResults');
  const navigate = useNavigate();
  const listParams = useListParams({ size: MANAGE_LOG_PAGE_SIZE, sizes: Limits.PAGE_SIZE_OPTIONS });
  const { page, size, keyword } = listParams;
  const defaults = useMemo(() => lastMonth(), []);
  // The open-class statistics link here with one day as searchStartDate and searchEndDate.
  const from = listParams.from || listParams.filter('searchStartDate') || defaults.from;
  const to = listParams.to || listParams.filter('searchEndDate') || defaults.to;
  const search = {
    searchStartDate: localDayStart(from),
    searchEndDate: localDayEnd(to),
    searchKeyword: keyword,
    ...logSearchOf(listParams),
  };
  const list = useClassResultList({ searchType: LogMeetSearchType.COMPANY, page, size, ...search });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = list.data?.content ?? [];
  const total = list.data?.total ?? 0;
  const firstNumber = listParams.firstNumber(total);
  const columns = useClassLogColumns({ firstNumber, area: 'manage' });
  const searchBar = useLogSearchBar({ listParams, from, to, testId: 'log' });
  return (
    <ListPage
      title={t('manage.logTitle')}
      pageTestId="manage-class-log-page"
      list={list}
      listParams={listParams}
      pagerTestId="log-pager"
      {...searchBar}
      actions={<ExportMenu scope={{ searchType: LogMeetSearchType.COMPANY, selected: [...selected], ...search, from, to }} />}
      summary={(count) => `${t('list.total', { count })}${selected.size > 0 ? ` · ${t('export.selected', { count: selected.size })}` : ''}`}
      summaryTestId="log-total"
      columns={columns}
      rowKey={(m) => m.meetCode}
      selection={{
        selected,
        onChange: setSelected,
        allLabel: t('export.selectAll'),
        rowLabel: (i) => t('export.selectRow', { title: rows[i]?.meetTitle ?? '' }),
      }}
      ariaLabel={t('manage.logTitle')}
      testId="log-table"
      rowTestId="log-row"
      rowAttributes={(m) => ({ 'data-meet-code': m.meetCode })}
      onRowClick={(m) => void navigate(`../view?meetCode=${encodeURIComponent(m.meetCode)}&roomCode=${encodeURIComponent(m.roomCode)}`)}
      empty={{ searching: keyword !== '', nothingYet: t('list.empty') }}
    />
  );
}
