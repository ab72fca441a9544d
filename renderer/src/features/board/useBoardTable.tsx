import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import type { BoardPostSummary } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';
import type { BoardSection } from './queries';

const useStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightBold },
  number: { width: '72px' },
  narrow: { width: '96px' },
  title: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface BoardTableProps {
  section: BoardSection;
  firstNumber: number;
  /** The manage area shows each post's publishing period. */
  showPeriod: boolean;
  searching: boolean;
  onOpen(postIdx: number): void;
}

/** Number, title (attachment icon, 'new' while unread), author, date, views. */
export function useBoardTable({
  section,
  firstNumber,
  showPeriod,
  searching,
  onOpen,
}: BoardTableProps): TableSpec<BoardPostSummary, number> {
  const { t } = useTranslation('board');
  const styles = useStyles();
  const columns: Array<DataColumn<BoardPostSummary>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_p, i) => firstNumber - i },
    {
      id: 'title',
      header: t('column.title'),
      testId: 'board-row-title',
      cell: (p) => (
        <span className={styles.title}>
          <span>{p.title}</span>
          {p.fileCount > 0 && <AttachRegular aria-label={t('view.attachments')} role="img" data-testid="board-row-attachment" />}
          {!p.postRead && (
            <Badge size="small" appearance="tint" color="danger">
              {t('list.unread')}
            </Badge>
          )}
        </span>
      ),
    },
    { id: 'author', header: t('column.author'), cell: (p) => p.regUserName },
    { id: 'date', header: t('column.date'), cell: (p) => <DateTime value={p.regDatetime} kind="date" /> },
    ...(showPeriod
      ? [
          {
            id: 'period',
            header: t('column.period'),
            cell: (p: BoardPostSummary) =>
              p.publishStartDatetime ? (
                <>
                  <DateTime value={p.publishStartDatetime} kind="date" /> ~ <DateTime value={p.publishEndDatetime} kind="date" />
                </>
              ) : (
                '-'
              ),
          },
        ]
      : []),
    { id: 'readCount', header: t('column.readCount'), className: styles.narrow, cell: (p) => p.readCount },
  ];
  return {
    columns,
    rowKey: (p) => p.postIdx,
    ariaLabel: t(`title.${section}`),
    testId: 'board-table',
    rowTestId: 'board-row',
    rowAttributes: (p) => ({ 'data-unread': p.postRead ? 'false' : 'true' }),
    rowClassName: (p) => (p.postRead ? undefined : styles.unread),
    onRowClick: (p) => onOpen(p.postIdx),
    empty: { searching, nothingYet: t(`list.empty.${section}`) },
  };
}
