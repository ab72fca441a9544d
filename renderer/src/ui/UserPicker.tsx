import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  SearchBox,
  tokens,
} from '@fluentui/react-components';
import { Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useCommandPages } from '../api/commandQuery';
import { useDebouncedValue } from './useDebouncedValue';
import { type PickedUser, UserPickerList } from './UserPickerList';

export type { PickedUser } from './UserPickerList';

const useStyles = makeStyles({
  surface: { maxWidth: '720px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  status: { color: tokens.colorNeutralForeground3 },
});

/** Users per server page: enough to fill a few screens of rows before the next page is asked for. */
export const USER_PICKER_PAGE_SIZE = 100;

export interface UserPickerProps {
  title: string;
  /** Several users (attendees, receivers) or exactly one (a leader). */
  multiple: boolean;
  /** Only these user types (empty or absent: all). */
  userTypes?: readonly number[];
  /** Only these statuses (absent: the server's default, the three visible ones). */
  statuses?: readonly number[];
  /** Chosen when the picker opens (receivers already on the message). */
  initial?: readonly PickedUser[];
  /** Shown as chosen and not selectable (current attendees, the current leader). */
  locked?: readonly number[];
  onConfirm(users: PickedUser[]): void;
  onCancel(): void;
  /** Prefix of the test ids: the surface, `-search`, `-row`, `-confirm`, `-picked-count`. */
  testId: string;
}

/**
 * The one user picker of the app: searches the server as the user types (debounced), loads further
 * pages as the list scrolls, paints only the rows in view, and keeps the choice across pages and
 * searches. Rooms (attendees, leader) and messages (receivers) use it.
 */
export function UserPicker({
  title,
  multiple,
  userTypes = [],
  statuses,
  initial = [],
  locked = [],
  onConfirm,
  onCancel,
  testId,
}: UserPickerProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), Limits.SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Map<number, PickedUser>>(() => new Map(initial.map((u) => [u.userIdx, u])));
  const list = useCommandPages('user.LIST', {
    size: USER_PICKER_PAGE_SIZE,
    searchKeyword: keyword,
    userTypeCdList: [...userTypes],
    ...(statuses ? { userStatusCdList: [...statuses] } : {}),
    order: 'userName',
  });

  const toggle = (user: PickedUser) =>
    setPicked((current) => {
      // One-user mode behaves as radio buttons: choosing the chosen user again keeps it.
      if (!multiple && current.has(user.userIdx)) return current;
      const next = multiple ? new Map(current) : new Map<number, PickedUser>();
      if (current.has(user.userIdx)) next.delete(user.userIdx);
      else next.set(user.userIdx, { userIdx: user.userIdx, userName: user.userName, userId: user.userId, userTypeCd: user.userTypeCd });
      return next;
    });

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface className={styles.surface} data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>
            <SearchBox
              placeholder={t('userPicker.search')}
              aria-label={t('userPicker.search')}
              value={typed}
              onChange={(_e, d) => setTyped(d.value)}
              data-testid={`${testId}-search`}
            />
            <span className={styles.status} aria-live="polite" data-testid={`${testId}-picked-count`}>
              {t('userPicker.picked', { count: picked.size })}
            </span>
            <UserPickerList
              users={list.items}
              total={list.total}
              loading={list.isPending || list.isFetchingNextPage}
              searching={keyword !== ''}
              picked={picked}
              locked={locked}
              multiple={multiple}
              onToggle={toggle}
              onNearEnd={() => {
                if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
              }}
              testId={testId}
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => onConfirm([...picked.values()])} data-testid={`${testId}-confirm`}>
              {t('actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
