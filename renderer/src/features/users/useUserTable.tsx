import { Badge, makeStyles } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import type { User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { DataColumn, TableSpec } from '../../ui/DataTable';
import { DateTime } from '../../ui/DateTime';

const useStyles = makeStyles({ number: { width: '72px' } });

export interface UserTableProps {
  users: User[];
  /** Row numbers count down from this (the total minus the rows on earlier pages). */
  firstNumber: number;
  /** A keyword or a status filter narrows the list (the empty note says so). */
  searching: boolean;
  selected: ReadonlySet<number>;
  onSelect(next: Set<number>): void;
  onOpen(user: User): void;
}

export function useUserTable({ users, firstNumber, searching, selected, onSelect, onOpen }: UserTableProps): TableSpec<User, number> {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const columns: Array<DataColumn<User>> = [
    { id: 'number', header: t('column.number'), className: styles.number, cell: (_u, i) => firstNumber - i },
    { id: 'name', header: t('column.name'), testId: 'user-row-name', cell: (u) => u.userName },
    { id: 'userId', header: t('column.userId'), cell: (u) => u.userId },
    { id: 'type', header: t('column.type'), cell: (u) => tc(`userType.${u.userTypeCd}`) },
    { id: 'status', header: t('column.status'), cell: (u) => t(`status.code.${u.userStatusCd}`, { defaultValue: String(u.userStatusCd) }) },
    {
      id: 'lock',
      header: t('column.lock'),
      testId: 'user-row-lock',
      cell: (u) =>
        u.locked ? (
          <Badge color="danger" icon={<LockClosedRegular />}>
            {t('lock.locked')}
          </Badge>
        ) : (
          t('lock.unlocked')
        ),
    },
    { id: 'regDatetime', header: t('column.regDatetime'), cell: (u) => <DateTime value={u.regDatetime} kind="dateTime" /> },
  ];
  return {
    columns,
    rowKey: (u) => u.userIdx,
    ariaLabel: t('list.title'),
    testId: 'user-table',
    rowTestId: 'user-row',
    rowAttributes: (u) => ({ 'data-user-id': u.userId }),
    onRowClick: onOpen,
    empty: { searching, nothingYet: t('list.empty') },
    selection: {
      selected,
      onChange: onSelect,
      allLabel: t('list.selectAll'),
      rowLabel: (i) => t('list.selectUser', { name: users[i].userName }),
    },
  };
}
