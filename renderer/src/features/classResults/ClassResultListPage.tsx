import {
  LOG_MEET_TEACHER_TYPES,
  localDayEnd,
  localDayStart,
  LogMeetSearchType,
  SERVICE_LOG_MEET_DEFAULT_DAYS,
  SERVICE_LOG_MEET_PAGE_SIZE,
} from '@boda/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { DateRangeFilter, lastDays } from '../../ui/DateRangeFilter';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { ClassResultDialog } from './ClassResultDialog';
import { ExportMenu } from './ExportMenu';
import { useClassLogColumns } from './classLogColumns';
import { useClassResultList } from './queries';

/**
 * /{companyId}/logMeet/list (service-area 2.10): the caller's classes of the date range (the last 7 days
 * by default), searched by class title and user name, 20 a page; a row opens the class's detail dialog,
 * kept in the address as ?meetCode= so a link opens it directly.
 */
export function ClassResultListPage() {
  const { t } = useTranslation('classResults');
  const listParams = useListParams({ size: SERVICE_LOG_MEET_PAGE_SIZE });
  const { page, size, keyword } = listParams;
  const [params, setParams] = useSearchParams();
  const defaults = useMemo(() => lastDays(SERVICE_LOG_MEET_DEFAULT_DAYS), []);
  const from = listParams.from || defaults.from;
  const to = listParams.to || defaults.to;
  const range = { searchStartDate: localDayStart(from), searchEndDate: localDayEnd(to), searchKeyword: keyword };
  const list = useClassResultList({ searchType: LogMeetSearchType.MINE, page, size, ...range });
  // Teachers select classes (kept across pages) and export them (service-area 2.10).
  const teacher = useSession((s) => (LOG_MEET_TEACHER_TYPES as readonly number[]).includes(s.user?.userTypeCd ?? -1));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = list.data?.content ?? [];
  const total = list.data?.total ?? 0;
  const opened = params.get('meetCode') ?? '';
  const setOpened = (meetCode: string | null) => {
    const next = new URLSearchParams(params);
    if (meetCode === null) next.delete('meetCode');
    else next.set('meetCode', meetCode);
    setParams(next);
  };
  const firstNumber = listParams.firstNumber(total);
  const columns = useClassLogColumns({ firstNumber, area: 'service' });

  return (
    <ListPage
      title={t('list.title')}
      pageTestId="class-result-list-page"
      list={list}
      listParams={listParams}
      pagerTestId="class-pager"
      filters={<DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="class-date" />}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'class-search' }}
      actions={teacher ? <ExportMenu scope={{ searchType: LogMeetSearchType.MINE, selected: [...selected], ...range, from, to }} /> : null}
      summary={(count) => `${t('list.total', { count })}${selected.size > 0 ? ` · ${t('export.selected', { count: selected.size })}` : ''}`}
      summaryTestId="class-total"
      columns={columns}
      rowKey={(m) => m.meetCode}
      selection={
        teacher
          ? {
              selected,
              onChange: setSelected,
              allLabel: t('export.selectAll'),
              rowLabel: (i) => t('export.selectRow', { title: rows[i]?.meetTitle ?? '' }),
            }
          : undefined
      }
      ariaLabel={t('list.title')}
      testId="class-table"
      rowTestId="class-row"
      rowAttributes={(m) => ({ 'data-meet-code': m.meetCode })}
      onRowClick={(m) => setOpened(m.meetCode)}
      empty={{ searching: keyword !== '', nothingYet: t('list.empty') }}
    >
      {opened !== '' && <ClassResultDialog meetCode={opened} onClose={() => setOpened(null)} />}
    </ListPage>
  );
}
