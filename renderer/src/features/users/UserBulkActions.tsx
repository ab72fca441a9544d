import { useState } from 'react';
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons';
import { UserStatus, type User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { handleApiError, notify } from '../../ui/feedback';
import { ComposeDialog } from '../messages';
import { useConfirm } from '../../ui/useConfirm';
import { useModifyStatus, useRemoveUsers, useUnlockUsers } from './mutations';

type Action = 'activate' | 'deactivate' | 'unlock' | 'unsubscribe' | 'remove';

export interface UserBulkActionsProps {
  /** The selected users, in table order (the confirmation names the first). */
  selected: User[];
  onDone(): void;
}

/** Remove plus the more-actions menu of the list (manage-area 2 "Users"): each asks first. */
export function UserBulkActions({ selected, onDone }: UserBulkActionsProps) {
  const { t } = useTranslation('users');
  const [confirmDialog, confirm] = useConfirm('user-bulk-confirm');
  const [composing, setComposing] = useState(false);
  const status = useModifyStatus();
  const unlock = useUnlockUsers();
  const remove = useRemoveUsers();

  const run = async (action: Action) => {
    if (selected.length === 0) {
      notify.warning(t('bulk.selectFirst'));
      return;
    }
    const [first] = selected;
    const ok = await confirm({
      title: t(`bulk.${action}.title`),
      message: t(`bulk.${action}.confirm`, { name: first.userName, count: selected.length - 1 }),
      confirmLabel: t(`bulk.${action}.label`),
    });
    if (!ok) return;
    const userIdxList = selected.map((u) => u.userIdx);
    try {
      if (action === 'unlock') await unlock.mutateAsync({ userIdxList });
      else if (action === 'remove') await remove.mutateAsync({ userIdxList });
      else {
        const userStatusCd = action === 'activate' ? UserStatus.USE : action === 'deactivate' ? UserStatus.PAUSE : UserStatus.OUT;
        await status.mutateAsync({ userIdxList, userStatusCd });
      }
      notify.success(t(`bulk.${action}.done`, { count: selected.length }));
      onDone();
    } catch (error) {
      handleApiError(error);
    }
  };

  const openCompose = () => {
    if (selected.length === 0) notify.warning(t('bulk.selectFirst'));
    else setComposing(true);
  };

  return (
    <>
      <Button onClick={() => void run('remove')} data-testid="user-remove">
        {t('bulk.remove.label')}
      </Button>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button icon={<MoreHorizontalRegular />} data-testid="user-bulk-menu">
            {t('bulk.more')}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={openCompose} data-testid="user-bulk-message">
              {t('bulk.message')}
            </MenuItem>
            {(['activate', 'deactivate', 'unlock', 'unsubscribe'] as const).map((action) => (
              <MenuItem key={action} onClick={() => void run(action)} data-testid={`user-bulk-${action}`}>
                {t(`bulk.${action}.label`)}
              </MenuItem>
            ))}
          </MenuList>
        </MenuPopover>
      </Menu>
      {confirmDialog}
      {composing && (
        <ComposeDialog
          open
          initial={{
            receivers: selected.map((u) => ({ userIdx: u.userIdx, userName: u.userName, userId: u.userId, userTypeCd: u.userTypeCd })),
          }}
          onClose={() => setComposing(false)}
        />
      )}
    </>
  );
}
