import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { Limits, UserStatus } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/Pagination';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useUserList } from '../users';
import type { PickedUser } from './types';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  scroll: { maxHeight: '420px', overflowY: 'auto' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** Receiver picker over the company's active users, 1000 per page. */
export function ReceiverPicker({ initial, onClose }: { initial: PickedUser[]; onClose(picked?: PickedUser[]): void }) {
  const { t } = useTranslation('messages');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), Limits.SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<Map<number, PickedUser>>(new Map(initial.map((u) => [u.userIdx, u])));
  const list = useUserList({ page, size: Limits.PICKER_PAGE_SIZE, searchKeyword: keyword, userStatusCdList: [UserStatus.USE], order: 'userName' });
  const users = list.data?.content ?? [];

  const toggle = (user: PickedUser) => {
    const next = new Map(picked);
    if (next.has(user.userIdx)) next.delete(user.userIdx);
    else next.set(user.userIdx, user);
    setPicked(next);
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="receiver-picker">
        <DialogBody>
          <DialogTitle>{t('picker.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              placeholder={t('picker.search')}
              value={typed}
              onChange={(_e, d) => {
                setTyped(d.value);
                setPage(1);
              }}
              data-testid="receiver-search"
            />
            <span data-testid="receiver-picked-count">{t('picker.picked', { count: picked.size })}</span>
            <div className={styles.scroll}>
              <Table size="small" aria-label={t('picker.title')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell />
                    <TableHeaderCell>{t('picker.name')}</TableHeaderCell>
                    <TableHeaderCell>{t('picker.userId')}</TableHeaderCell>
                    <TableHeaderCell>{t('picker.type')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {users.map((user) => (
                    <TableRow key={user.userIdx} onClick={() => toggle(user)} data-testid="receiver-row" data-user-id={user.userId}>
                      <TableCell onClick={(e) => e.stopPropagation()}>
                        <Checkbox checked={picked.has(user.userIdx)} onChange={() => toggle(user)} aria-label={user.userName} />
                      </TableCell>
                      <TableCell>{user.userName}</TableCell>
                      <TableCell>{user.userId}</TableCell>
                      <TableCell>{tc(`userType.${user.userTypeCd}`)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            {(list.data?.total ?? 0) > Limits.PICKER_PAGE_SIZE && (
              <Pagination page={page} size={Limits.PICKER_PAGE_SIZE} total={list.data?.total ?? 0} onChange={setPage} testId="receiver-pagination" />
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose()}>{tc('actions.cancel')}</Button>
            <Button appearance="primary" onClick={() => onClose([...picked.values()])} data-testid="receiver-confirm">
              {tc('actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
