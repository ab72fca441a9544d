import type { ReactNode } from 'react';
import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/errors';
import { DataTable, type DataTableProps } from './DataTable';
import { errorText } from './feedback';
import { Pagination } from './Pagination';
import type { ListParams } from './useListParams';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  summary: { color: tokens.colorNeutralForeground3 },
});

/** The toolbar row of a list page: search, filters and actions side by side, wrapping on narrow screens. */
export function ListToolbar({ children, className }: { children: ReactNode; className?: string }) {
  const styles = useStyles();
  return <div className={className ?? styles.toolbar}>{children}</div>;
}

/** What a list page needs of its query: one page of rows and the total (a command's `resultPage`). */
export interface ListQuery<T> {
  data?: { content: readonly T[]; total: number };
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch(): unknown;
}

export interface ListPageProps<T, K extends string | number> extends Omit<DataTableProps<T, K>, 'rows' | 'loading'> {
  title: string;
  /** The page section's test id; the table's is `testId`. */
  pageTestId: string;
  list: ListQuery<T>;
  listParams: Pick<ListParams, 'page' | 'size' | 'setPage'>;
  pagerTestId: string;
  /** Search, filters and actions above the table (a ListToolbar, or a page's own search bar). */
  toolbar?: ReactNode;
  /** The line under the toolbar ("12 classes"), given the total. */
  summary?(total: number): ReactNode;
  summaryTestId?: string;
  /** The page's own frame when it differs from the common one. */
  className?: string;
  /** Dialogs the page opens. */
  children?: ReactNode;
}

/**
 * The one list page: title, toolbar, summary, the DataTable (its loading and empty states), the pager,
 * and a failed load said as such with a retry, instead of an empty list.
 */
export function ListPage<T, K extends string | number>({
  title,
  pageTestId,
  list,
  listParams,
  pagerTestId,
  toolbar,
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
    <section className={className ?? styles.root} data-testid={pageTestId}>
      <Title2 as="h1" data-testid="page-title">
        {title}
      </Title2>
      {toolbar}
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
