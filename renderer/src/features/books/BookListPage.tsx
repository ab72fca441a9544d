import { useMemo, useState } from 'react';
import { Button, Dropdown, makeStyles, Option, SearchBox, Tab, TabList, Title2, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { BOOK_LIST_DEFAULT_DAYS, BOOK_LIST_SIZE_DEFAULT, type BookSummary, Limits, localDayEnd, localDayStart } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Pagination } from '../../ui/Pagination';
import { useListParams } from '../../ui/useListParams';
import { BookFormDialog } from './BookFormDialog';
import { BookTable } from './BookTable';
import { BOOK_TABS, type BookTab, bookTypeOfTab } from './bookTabs';
import { DateRangeFilter, lastDays } from '../../ui/DateRangeFilter';
import { useBookDeletion } from './useBookDeletion';
import { useBookList } from './queries';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  size: { minWidth: '130px' },
  total: { color: tokens.colorNeutralForeground3 },
});

/** /manage/book/{workbook,textbook}/list: a tab per book type, date range (last 7 days), keyword, 10-50 rows (20). */
export function BookListPage({ tab }: { tab: BookTab }) {
  const { t } = useTranslation('books');
  const styles = useStyles();
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
  const books = list.data?.content ?? [];
  const total = list.data?.total ?? 0;

  return (
    <section className={styles.root} data-testid="book-list-page" data-tab={tab}>
      <Title2 as="h1" data-testid="page-title">
        {t('list.title')}
      </Title2>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => void navigate(`../../${String(d.value)}/list`)} data-testid="book-tabs">
        {BOOK_TABS.map((value) => (
          <Tab key={value} value={value} data-testid={`book-tab-${value}`}>
            {t(`tab.${value}`)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.toolbar}>
        <DateRangeFilter label={t('list.dateRange')} from={from} to={to} onChange={listParams.setDateRange} testId="book-date" />
        <SearchBox
          placeholder={t('list.searchPlaceholder')}
          value={listParams.typed}
          onChange={(_e, d) => listParams.setTyped(d.value)}
          data-testid="book-search"
        />
        <Dropdown
          className={styles.size}
          aria-label={t('list.pageSizeLabel')}
          value={t('list.pageSize', { size })}
          selectedOptions={[String(size)]}
          onOptionSelect={(_e, d) => listParams.setSize(Number(d.optionValue ?? BOOK_LIST_SIZE_DEFAULT))}
          data-testid="book-page-size"
        >
          {Limits.PAGE_SIZE_OPTIONS.map((option) => (
            <Option key={option} value={String(option)} text={t('list.pageSize', { size: option })}>
              {t('list.pageSize', { size: option })}
            </Option>
          ))}
        </Dropdown>
        <span className={styles.spacer} />
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog({ book: null })} data-testid="book-register">
          {t('list.register')}
        </Button>
      </div>
      <span className={styles.total} data-testid="book-total">
        {t('list.total', { count: total })}
      </span>
      <BookTable
        books={books}
        firstNumber={listParams.firstNumber(total)}
        loading={list.isPending}
        searching={keyword !== ''}
        onOpen={(book) => void navigate(`../../view?bookIdx=${book.bookIdx}`)}
        onModify={(book) => setDialog({ book })}
        onDelete={(book) => void askDelete(book)}
      />
      <Pagination page={page} size={size} total={total} onChange={listParams.setPage} testId="book-pager" />
      {dialog && (
        <BookFormDialog
          book={dialog.book}
          defaultTab={tab}
          onClose={() => setDialog(null)}
          onRegistered={(bookIdx) => void navigate(`../../view?bookIdx=${bookIdx}`)}
        />
      )}
      {confirmDialog}
    </section>
  );
}
