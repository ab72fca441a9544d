import {
  Badge,
  Checkbox,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../ui/formatDate';

const useStyles = makeStyles({
  row: { cursor: 'pointer' },
  check: { width: '44px' },
  number: { width: '72px' },
  empty: { textAlign: 'center', color: tokens.colorNeutralForeground3, padding: tokens.spacingVerticalXL },
});

export interface UserTableProps {
  users: User[];
  /** Row numbers count down from this (the total minus the rows on earlier pages). */
  firstNumber: number;
  selected: ReadonlySet<number>;
  onSelect(next: Set<number>): void;
  onOpen(user: User): void;
}

export function UserTable({ users, firstNumber, selected, onSelect, onOpen }: UserTableProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const allChecked = users.length > 0 && users.every((u) => selected.has(u.userIdx));
  const someChecked = users.some((u) => selected.has(u.userIdx));
  const toggle = (userIdx: number) => {
    const next = new Set(selected);
    if (next.has(userIdx)) next.delete(userIdx);
    else next.add(userIdx);
    onSelect(next);
  };
  return (
    <Table size="small" aria-label={t('list.title')} data-testid="user-table">
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.check}>
            <Checkbox
              aria-label={t('list.selectAll')}
              checked={allChecked ? true : someChecked ? 'mixed' : false}
              onChange={() => onSelect(allChecked ? new Set() : new Set(users.map((u) => u.userIdx)))}
              data-testid="user-select-all"
            />
          </TableHeaderCell>
          <TableHeaderCell className={styles.number}>{t('column.number')}</TableHeaderCell>
          <TableHeaderCell>{t('column.name')}</TableHeaderCell>
          <TableHeaderCell>{t('column.userId')}</TableHeaderCell>
          <TableHeaderCell>{t('column.type')}</TableHeaderCell>
          <TableHeaderCell>{t('column.status')}</TableHeaderCell>
          <TableHeaderCell>{t('column.lock')}</TableHeaderCell>
          <TableHeaderCell>{t('column.regDatetime')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.length === 0 && (
          <TableRow>
            <TableCell colSpan={8} className={styles.empty} data-testid="user-table-empty">
              {tc('noResults')}
            </TableCell>
          </TableRow>
        )}
        {users.map((user, i) => (
          <TableRow key={user.userIdx} className={styles.row} onClick={() => onOpen(user)} data-testid="user-row" data-user-id={user.userId}>
            <TableCell onClick={(e) => e.stopPropagation()}>
              <Checkbox
                aria-label={t('list.selectUser', { name: user.userName })}
                checked={selected.has(user.userIdx)}
                onChange={() => toggle(user.userIdx)}
                data-testid="user-row-check"
              />
            </TableCell>
            <TableCell>{firstNumber - i}</TableCell>
            <TableCell data-testid="user-row-name">{user.userName}</TableCell>
            <TableCell>{user.userId}</TableCell>
            <TableCell>{tc(`userType.${user.userTypeCd}`)}</TableCell>
            <TableCell>{t(`status.code.${user.userStatusCd}`, { defaultValue: String(user.userStatusCd) })}</TableCell>
            <TableCell data-testid="user-row-lock">
              {user.locked ? (
                <Badge color="danger" icon={<LockClosedRegular />}>
                  {t('lock.locked')}
                </Badge>
              ) : (
                t('lock.unlocked')
              )}
            </TableCell>
            <TableCell>{formatDate(user.regDatetime, 'YY.MM.DD HH:mm')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
