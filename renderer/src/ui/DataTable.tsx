import { type ReactNode, useRef } from 'react';
import {
  Checkbox,
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useVirtualRows } from './useVirtualRows';

/** Pages longer than this scroll inside the table and paint only the rows in view. */
export const VIRTUAL_ROWS_FROM = 100;
const ROW_HEIGHT = 40;
const VIEWPORT_PX = 600;

const useStyles = makeStyles({
  // Columns take the width their content needs (Fluent's fixed layout gives every column the same
  // share, so dates, amounts and inputs spilled over their neighbours). Lines break between words
  // only: a column is never narrower than its longest word (ids, amounts, Korean words, which
  // keep-all keeps whole), and a table still wider than the page scrolls inside its own box.
  frame: { maxWidth: '100%', overflowX: 'auto' },
  table: { tableLayout: 'auto' },
  cell: { overflowWrap: 'normal', wordBreak: 'keep-all' },
  clickable: { cursor: 'pointer' },
  check: { width: '44px' },
  note: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL },
  scroll: { maxHeight: `${VIEWPORT_PX}px`, overflowY: 'auto' },
  fixedRow: { height: `${ROW_HEIGHT}px` },
});

export interface DataColumn<T> {
  id: string;
  header: ReactNode;
  cell(row: T, index: number): ReactNode;
  className?: string;
  /** Test id of the body cells. */
  testId?: string;
}

export interface DataSelection<K> {
  selected: ReadonlySet<K>;
  onChange(next: Set<K>): void;
  /** Accessible names of the header and row checkboxes. */
  allLabel: string;
  rowLabel(index: number): string;
}

export interface EmptyState {
  /** A search keyword or a narrowing filter is applied. */
  searching: boolean;
  /** The list's text when it is empty as such ("No users yet."). */
  nothingYet: string;
}

export interface DataTableProps<T, K extends string | number> {
  rows: readonly T[];
  columns: ReadonlyArray<DataColumn<T>>;
  rowKey(row: T): K;
  ariaLabel: string;
  /** The table's test id; rows are `rowTestId`, the empty note `${testId}-empty`, checkboxes `${rowTestId}-check` and `${testId}-select-all`. */
  testId: string;
  rowTestId: string;
  /** Extra attributes of a row (data-* for tests and styling). */
  rowAttributes?(row: T): Record<string, string>;
  rowClassName?(row: T): string | undefined;
  onRowClick?(row: T): void;
  selection?: DataSelection<K>;
  loading?: boolean;
  /**
   * What an empty list says (nothing loading): while a search or filter narrows the list, the common
   * "nothing matches your search"; otherwise `nothingYet`, this list's own "nothing here yet".
   */
  empty: EmptyState;
}

/** A table as a page describes it: everything but the rows and their loading, which come from its query. */
export type TableSpec<T, K extends string | number> = Omit<DataTableProps<T, K>, 'rows' | 'loading'>;

/**
 * The one list table: Fluent's Table with optional row selection, loading and empty states, and
 * virtual rows (with spacers keeping the scroll height) for pages longer than VIRTUAL_ROWS_FROM.
 */
export function DataTable<T, K extends string | number>(props: DataTableProps<T, K>) {
  const { rows, columns, rowKey, selection, onRowClick, testId, rowTestId, loading = false } = props;
  const { t } = useTranslation('common');
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtual = rows.length >= VIRTUAL_ROWS_FROM;
  const visible = useVirtualRows({
    count: virtual ? rows.length : 0,
    rowHeight: ROW_HEIGHT,
    getScrollElement: () => scrollRef.current,
    fallbackHeight: VIEWPORT_PX,
  });
  const shown = virtual ? visible.rows.map((item) => item.index) : rows.map((_row, index) => index);
  const span = columns.length + (selection ? 1 : 0);
  const keys = rows.map(rowKey);
  const allChecked = selection !== undefined && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const someChecked = selection !== undefined && keys.some((k) => selection.selected.has(k));
  const toggle = (key: K) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const spacer = (height: number, position: string) =>
    height > 0 ? (
      <tr aria-hidden key={position} style={{ height }}>
        <td colSpan={span} />
      </tr>
    ) : null;

  const table = (
    <Table
      className={styles.table}
      size="small"
      aria-label={props.ariaLabel}
      aria-rowcount={virtual ? rows.length + 1 : undefined}
      aria-busy={loading}
      data-testid={testId}
    >
      <TableHeader>
        <TableRow>
          {selection ? (
            <TableHeaderCell className={styles.check}>
              <Checkbox
                aria-label={selection.allLabel}
                checked={allChecked ? true : someChecked ? 'mixed' : false}
                onChange={() => selection.onChange(allChecked ? new Set() : new Set(keys))}
                data-testid={`${testId}-select-all`}
              />
            </TableHeaderCell>
          ) : null}
          {columns.map((column) => (
            <TableHeaderCell key={column.id} className={mergeClasses(styles.cell, column.className)}>
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={span} className={styles.note} data-testid={loading ? `${testId}-loading` : `${testId}-empty`}>
              {loading ? <Spinner size="tiny" label={t('loading')} /> : props.empty.searching ? t('noMatch') : props.empty.nothingYet}
            </TableCell>
          </TableRow>
        ) : null}
        {virtual ? spacer(visible.paddingTop, 'top') : null}
        {shown.map((index) => {
          const row = rows[index];
          const key = keys[index];
          return (
            <TableRow
              key={key}
              aria-rowindex={virtual ? index + 2 : undefined}
              className={mergeClasses(onRowClick && styles.clickable, virtual && styles.fixedRow, props.rowClassName?.(row))}
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              data-testid={rowTestId}
              {...props.rowAttributes?.(row)}
            >
              {selection ? (
                <TableCell onClick={(e) => e.stopPropagation()}>
                  <Checkbox
                    aria-label={selection.rowLabel(index)}
                    checked={selection.selected.has(key)}
                    onChange={() => toggle(key)}
                    data-testid={`${rowTestId}-check`}
                  />
                </TableCell>
              ) : null}
              {columns.map((column) => (
                <TableCell key={column.id} className={mergeClasses(styles.cell, column.className)} data-testid={column.testId}>
                  {column.cell(row, index)}
                </TableCell>
              ))}
            </TableRow>
          );
        })}
        {virtual ? spacer(visible.paddingBottom, 'bottom') : null}
      </TableBody>
    </Table>
  );
  return (
    <div ref={virtual ? scrollRef : undefined} className={mergeClasses(styles.frame, virtual && styles.scroll)}>
      {table}
    </div>
  );
}
