import { Checkbox, makeStyles, mergeClasses, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { AttachRegular } from '@fluentui/react-icons';
import type { MessageSummary, MessageTypeValue } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/formatDate';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  unread: { fontWeight: tokens.fontWeightBold },
  check: { width: '44px' },
  number: { width: '72px' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL },
});

export interface MessageTableProps {
  type: MessageTypeValue;
  messages: MessageSummary[];
  firstNumber: number;
  selected: ReadonlySet<number>;
  onSelect(next: Set<number>): void;
  onOpen(messageIdx: number): void;
}

/** Number, title (bold while unread), sender or first receiver plus count, time. */
export function MessageTable({ type, messages, firstNumber, selected, onSelect, onOpen }: MessageTableProps) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const all = messages.length > 0 && messages.every((m) => selected.has(m.messageIdx));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };
  const party = (m: MessageSummary) =>
    type === 'recv' ? m.regUserName : m.receiverCount > 1 ? t('list.receiverAndOthers', { name: m.firstReceiverName ?? '', count: m.receiverCount - 1 }) : (m.firstReceiverName ?? '');
  return (
    <Table size="small" aria-label={t(`box.${type}`)} data-testid="message-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.check}>
            <Checkbox aria-label={t('list.selectAll')} checked={all} onChange={() => onSelect(all ? new Set() : new Set(messages.map((m) => m.messageIdx)))} data-testid="message-select-all" />
          </TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('column.number')}</TableHeaderCell>
          <TableHeaderCell>{t('column.title')}</TableHeaderCell>
          <TableHeaderCell>{type === 'recv' ? t('column.sender') : t('column.receiver')}</TableHeaderCell>
          <TableHeaderCell>{t('column.time')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {messages.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} className={styles.empty} data-testid="message-table-empty">
              {tc('noResults')}
            </TableCell>
          </TableRow>
        )}
        {messages.map((m, i) => {
          const unread = type === 'recv' && m.readDatetime === null;
          return (
            <TableRow
              key={m.messageIdx}
              className={mergeClasses(styles.row, unread && styles.unread)}
              onClick={() => onOpen(m.messageIdx)}
              data-testid="message-row"
              data-unread={unread ? 'true' : 'false'}
            >
              <TableCell onClick={(e) => e.stopPropagation()}>
                <Checkbox aria-label={m.title} checked={selected.has(m.messageIdx)} onChange={() => toggle(m.messageIdx)} data-testid="message-row-check" />
              </TableCell>
              <TableCell>{firstNumber - i}</TableCell>
              <TableCell data-testid="message-row-title">
                {m.title} {m.fileCount > 0 && <AttachRegular aria-label={t('view.attachments')} />}
              </TableCell>
              <TableCell>{party(m)}</TableCell>
              <TableCell>{formatDate(m.sendDatetime, 'YYYY-MM-DD HH:mm')}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
