import { useMemo, useState } from 'react';
import { Button, Tab, TabList } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { BOOK_LIST_DEFAULT_DAYS, BOOK_LIST_SIZE_DEFAULT, type BookSummary, Limits, localDayEnd, localDayStart } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { BookFormDialog } from './BookFormDialog';
import { useBookTable } from './useBookTable';
import { BOOK_TABS, type BookTab, bookTypeOfTab } from './bookTabs';
import { DateRangeFilter, lastDays } from '../../ui/DateRangeFilter';
import { useBookDeletion } from './useBookDeletion';
import { useBookList } from './queries';

/** /manage/book/{workbook,textbook}/list: a tab per book type, date range (last 7 days), keyword, 10-50 rows (20). */
export function BookListPage({ tab }: { tab: BookTab }) {
  const { t } = useTranslation('books');
  const navigate = useNavigate();
  const listParams = useListParams({ size: BOOK_LIST_SIZE_DEFAULT, sizes: Limits.PAGE_SIZE_OPTIONS });
  const { page, size, keyword } = listParams;
  const defaults = useMemo(() => lastDays(BOOK_LIST_DEFAULT_DAYS), []);
  const from = listParams.from || defaults.from;
  const to = listParams.to || defaults.to;
  const [dialog, setDialog] = useState<{ book: BookSummary | null } | null>(null);
  const { confirmDialog, askDelete } = useBookDeletion();

  const list = useBookList({
    page,
    size,
    bookType: bookTypeOfTab(tab),
    // The range is the user's own days; the server compares instants (contract rules/localDays.ts).
    searchStartDate: localDayStart(from),
    searchEndDate: localDayEnd(to),
    searchKeyword: keyword,
  });
  const total = list.data?.total ?? 0;
  const table = useBookTable({
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '',
    onOpen: (book) => void navigate(`../../view?bookIdx=${book.bookIdx}`),
    onModify: (book) => setDialog({ book }),
    onDelete: (book) => void askDelete(book),
  });

  return (
    <ListPage
      title={t('list.title')}
      pageTestId="book-list-page"
      pageAttributes={{ 'data-tab': tab }}
      list={list}
      listParams={listParams}
      pagerTestId="book-pager"
      tabs={
        <TabList selectedValue={tab} onTabSelect={(_e, d) => void navigate(`../../${String(d.value)}/list`)} data-testid="book-tabs">
          {BOOK_TABS.map((value) => (
            <Tab key={value} value={value} data-testid={`book-tab-${value}`}>
              {t(`tab.${value}`)}
            </Tab>
          ))}
        </TabList>
      }
      filters={<DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="book-date" />}
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'book-search' }}
      pageSize={{ options: Limits.PAGE_SIZE_OPTIONS, testId: 'book-page-size' }}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ book: null })} data-testid="book-register">
          {t('list.register')}
        </Button>
      }
      summary={(count) => t('list.total', { count })}
      summaryTestId="book-total"
      {...table}
    >
      {dialog && (
        <BookFormDialog
          book={dialog.book}
          defaultTab={tab}
          onClose={() => setDialog(null)}
          onRegistered={(bookIdx) => void navigate(`../../view?bookIdx=${bookIdx}`)}
        />
      )}
      {confirmDialog}
    </ListPage>
  );
}
