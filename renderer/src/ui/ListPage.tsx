import type { ReactNode } from 'react';
import {
  Button,
  Dropdown,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Option,
  SearchBox,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { DataTable, type TableSpec } from './DataTable';
import { errorText } from './feedback';
import { Pagination } from './Pagination';
import type { ListParams } from './useListParams';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
  summary: { color: tokens.colorNeutralForeground3 },
  size: { minWidth: '130px' },
});

/** What a list page needs of its query: one page of rows and the total (a command's `resultPage`). */
export interface ListQuery<T> {
  data?: { content: readonly T[]; total: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

/** The list's one search box: its words are the URL's `searchKeyword` (debounced by useListParams). */
export interface ListSearch {
  placeholder: string;
  /** The box's accessible name when the placeholder alone does not say what is searched. */
  label?: string;
  testId: string;
}

export interface ListPageProps<T, K extends string | number> extends TableSpec<T, K> {
  title: string;
  /** The page section's test id; the table's is `testId`. */
  pageTestId: string;
  /** More attributes of the page section (data-* naming the tab or box shown). */
  pageAttributes?: Record<string, string>;
  list: ListQuery<T>;
  listParams: Pick<ListParams, 'page' | 'size' | 'setPage' | 'setSize' | 'typed' | 'setTyped'>;
  pagerTestId: string;
  /** Tabs between the title and the toolbar (sibling lists: boxes, book types). */
  tabs?: ReactNode;
  /** The toolbar row, in this order: filters, the search box, options, the page size, then the actions at the far end. */
  filters?: ReactNode;
  search?: ListSearch;
  /** Filters and choices that follow the search box (status, partial match, page size). */
  options?: ReactNode;
  /** The rows-per-page choice (kept in the URL's `size`), after the options. */
  pageSize?: { options: readonly number[]; testId: string };
  actions?: ReactNode;
  /** The line under the toolbar ("12 classes"), given the total. */
  summary?(total: number): ReactNode;
  summaryTestId?: string;
  /** The page's own frame when it differs from the common one. */
  className?: string;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/**
 * The one list page: title, tabs, toolbar (filters, the one search box, options, actions), summary, the
 * DataTable (its loading, empty and no-match states), the pager, and a failed load said as such with a
 * retry, instead of an empty list.
 */
export function ListPage<T, K extends string | number>({
  title,
  pageTestId,
  pageAttributes,
  list,
  listParams,
  pagerTestId,
  tabs,
  filters,
  search,
  options,
  pageSize,
  actions,
  summary,
  summaryTestId,
  className,
  children,
  ...table
}: ListPageProps<T, K>) {
  const { t } = useTranslation('common');
  const { t: te } = useTranslation('errors');
  const styles = useStyles();
  const total = list.data?.total ?? 0;
  const failed = list.isError && list.data === undefined;
  const code = isApiError(list.error) ? list.error.code : null;
  return (
    <section className={className ?? styles.root} data-testid={pageTestId} {...pageAttributes}>
      <Title2 as="h1" data-testid="page-title">
        {title}
      </Title2>
      {tabs}
      {filters || search || options || pageSize || actions ? (
        <div className={styles.toolbar}>
          {filters}
          {search ? (
            <SearchBox
              placeholder={search.placeholder}
              aria-label={search.label ?? search.placeholder}
              value={listParams.typed}
              onChange={(_e, d) => listParams.setTyped(d.value)}
              data-testid={search.testId}
            />
          ) : null}
          {options}
          {pageSize ? (
            <Dropdown
              className={styles.size}
              aria-label={t('list.pageSizeLabel')}
              value={t('list.perPage', { size: listParams.size })}
              selectedOptions={[String(listParams.size)]}
              onOptionSelect={(_e, d) => listParams.setSize(Number(d.optionValue ?? listParams.size))}
              data-testid={pageSize.testId}
            >
              {pageSize.options.map((size) => (
                <Option key={size} value={String(size)} text={t('list.perPage', { size })}>
                  {t('list.perPage', { size })}
                </Option>
              ))}
            </Dropdown>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      ) : null}
      {summary ? (
        <span className={styles.summary} data-testid={summaryTestId}>
          {summary(total)}
        </span>
      ) : null}
      {failed ? (
        <MessageBar intent="error" role="alert" data-testid={`${table.testId}-failed`}>
          <MessageBarBody>
            {(code && errorText(code)) || t('list.failed')}
            {code ? ` (${te('popup.code', { code })})` : null}
          </MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => void list.refetch()} data-testid={`${table.testId}-retry`}>
              {t('list.retry')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : (
        <DataTable {...table} rows={list.data?.content ?? []} loading={list.isPending} />
      )}
      <Pagination page={listParams.page} size={listParams.size} total={total} onChange={listParams.setPage} testId={pagerTestId} />
      {children}
    </section>
  );
}
