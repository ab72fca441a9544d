import { makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { type StatsRow, STATS_ACCOUNT_PAGE_SIZE } from '@boda/contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCommandQuery } from '../../api/commandQuery';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { Pagination } from '../../ui/Pagination';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** One day's joining accounts (account tab); a row opens the join log of that account (exact user ID). */
export function AccountDayList({ day, onAccount }: { day: string; onAccount(row: StatsRow): void }) {
  const { t } = useTranslation('statistics');
  const styles = useStyles();
  const [paging, setPaging] = useState({ day, page: 1 });
  // A new day starts on its first page.
  const page = paging.day === day ? paging.page : 1;
  const list = useCommandQuery(
    'licenseLogJoin.LIST',
    { searchDate: day, page, size: STATS_ACCOUNT_PAGE_SIZE },
    { select: (d) => d.resultPage, placeholderData: keepPreviousData },
  );
  const columns: Array<DataColumn<StatsRow>> = [
    { id: 'id', header: t('account.userId'), cell: (r) => r.userId },
    { id: 'name', header: t('account.userName'), cell: (r) => r.userName },
    { id: 'joins', header: t('account.joinCount'), cell: (r) => r.joinCount },
  ];
  return (
    <section className={styles.root} data-testid="stats-account-day">
      <Subtitle2 as="h2">{t('account.dayTitle', { day, count: list.data?.total ?? 0 })}</Subtitle2>
      <DataTable
        rows={list.data?.content ?? []}
        columns={columns}
        rowKey={(r) => r.userId}
        ariaLabel={t('account.dayTitle', { day, count: list.data?.total ?? 0 })}
        testId="stats-account-table"
        rowTestId="stats-account-row"
        onRowClick={onAccount}
        loading={list.isPending}
        empty={{ searching: false, nothingYet: t('account.empty') }}
      />
      <Pagination
        page={page}
        size={STATS_ACCOUNT_PAGE_SIZE}
        total={list.data?.total ?? 0}
        onChange={(p) => setPaging({ day, page: p })}
        testId="stats-account-pager"
      />
    </section>
  );
}
