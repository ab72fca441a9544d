import { makeStyles, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import type { MessageSummary, MessageTypeValue } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';

const useStyles = makeStyles({
  unread: { fontWeight: tokens.fontWeightBold },
  number: { width: '72px' },
});

export interface MessageTableProps {
  type: MessageTypeValue;
  messages: MessageSummary[];
  firstNumber: number;
  /** A keyword narrows the list (the empty note says so). */
  searching: boolean;
  selected: ReadonlySet<number>;
  onSelect(next: Set<number>): void;
  onOpen(messageIdx: number): void;
}

/** Number, title (bold while unread), sender or first receiver plus count, time. */
export function useMessageTable({
  type,
  messages,
  firstNumber,
  searching,
  selected,
  onSelect,
  onOpen,
}: MessageTableProps): TableSpec<MessageSummary, number> {
  const { t } = useTranslation('messages');
  const styles = useStyles();
  const unread = (m: MessageSummary) => type === 'recv' && m.readDatetime === null;
  const party = (m: MessageSummary) =>
    type === 'recv'
      ? m.regUserName
      : m.receiverCount > 1
        ? t('list.receiverAndOthers', { name: m.firstReceiverName ?? '', count: m.receiverCount - 1 })
        : (m.firstReceiverName ?? '');
  const columns: Array<DataColumn<MessageSummary>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_m, i) => firstNumber - i },
    {
      id: 'title',
      header: t('column.title'),
      testId: 'message-row-title',
      cell: (m) => (
        <>
          {m.title} {m.fileCount > 0 && <AttachRegular aria-label={t('view.attachments')} />}
        </>
      ),
    },
    { id: 'party', header: type === 'recv' ? t('column.sender') : t('column.receiver'), cell: party },
    { id: 'time', header: t('column.time'), cell: (m) => <DateTime value={m.sendDatetime} kind="dateTime" /> },
  ];
  return {
    columns,
    rowKey: (m) => m.messageIdx,
    ariaLabel: t(`box.${type}`),
    testId: 'message-table',
    rowTestId: 'message-row',
    rowAttributes: (m) => ({ 'data-unread': unread(m) ? 'true' : 'false' }),
    rowClassName: (m) => (unread(m) ? styles.unread : undefined),
    onRowClick: (m) => onOpen(m.messageIdx),
    empty: { searching, nothingYet: t(`list.empty.${type}`) },
    selection: { selected, onChange: onSelect, allLabel: t('list.selectAll'), rowLabel: (i) => messages[i].title },
  };
}
