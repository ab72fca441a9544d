import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { DeleteRegular, EditRegular } from '@fluentui/react-icons';
import type { BookSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import { ConversionProgress } from './ConversionProgress';

const useStyles = makeStyles({
  number: { width: '64px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  name: { fontWeight: tokens.fontWeightSemibold },
});

export interface BookTableProps {
  firstNumber: number;
  searching: boolean;
  onOpen(book: BookSummary): void;
  onModify(book: BookSummary): void;
  onDelete(book: BookSummary): void;
}

/** The book list: pages made so far while converting; modify and delete only on the author's rows. */
export function useBookTable({ firstNumber, searching, onOpen, onModify, onDelete }: BookTableProps): TableSpec<BookSummary, number> {
  const { t } = useTranslation('books');
  const styles = useStyles();
  const columns: Array<DataColumn<BookSummary>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_b, i) => firstNumber - i },
    { id: 'name', header: t('column.name'), testId: 'book-row-name', cell: (b) => <span className={styles.name}>{b.bookName}</span> },
    {
      id: 'pages',
      header: t('column.pages'),
      cell: (b) =>
        b.conversion.status === 'ready' ? (
          b.pageCount
        ) : (
          <ConversionProgress bookIdx={b.bookIdx} conversion={b.conversion} canRetry={false} compact />
        ),
    },
    {
      id: 'answers',
      header: t('column.answers'),
      cell: (b) => t('column.answerCount', { answers: b.answerCount, questions: b.questionCount }),
    },
    { id: 'author', header: t('column.author'), testId: 'book-row-author', cell: (b) => b.regUser.userName },
    { id: 'regDatetime', header: t('column.regDatetime'), cell: (b) => <DateTime value={b.regDatetime} kind="dateTime" /> },
    {
      id: 'actions',
      header: t('column.actions'),
      cell: (b) =>
        b.editable ? (
          <div className={styles.actions} onClick={(e) => e.stopPropagation()}>
            <Button size="small" icon={<EditRegular />} onClick={() => onModify(b)} data-testid="book-row-modify">
              {t('actions.modify')}
            </Button>
            <Button size="small" icon={<DeleteRegular />} onClick={() => onDelete(b)} data-testid="book-row-delete">
              {t('actions.delete')}
            </Button>
          </div>
        ) : null,
    },
  ];
  return {
    columns,
    rowKey: (b) => b.bookIdx,
    ariaLabel: t('list.title'),
    testId: 'book-table',
    rowTestId: 'book-row',
    rowAttributes: (b) => ({ 'data-book-name': b.bookName, 'data-status': b.conversion.status }),
    onRowClick: onOpen,
    empty: { searching, nothingYet: t('list.empty') },
  };
}
