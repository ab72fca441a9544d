import { useState } from 'react';
import { Badge, Button, makeStyles, Spinner, Tab, TabList, tokens } from '@fluentui/react-components';
import { LockClosedRegular } from '@fluentui/react-icons';
import { UserType } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { DateTime } from '../../ui/DateTime';
import { type Detail, DetailList } from '../../ui/DetailList';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { MemoTab } from './MemoTab';
import { useUnlockUsers } from './mutations';
import { PasswordDialog } from './PasswordDialog';
import { PriceTab } from './PriceTab';
import { ProfileAvatar } from './ProfileAvatar';
import { useUser } from './queries';
import { resetBrowserSettings } from './resetSettings';
import { useIsUserAdmin } from './useIsUserAdmin';
import { UserFormDialog } from './UserFormDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  head: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'flex-start' },
  lock: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Every field of a user, status and lock, actions, and the memo and unit price tabs (manage-area 2). */
export function UserDetail({ userIdx }: { userIdx: number }) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const user = useUser(userIdx);
  const me = useSession((s) => s.user?.userIdx);
  const admin = useIsUserAdmin();
  const unlock = useUnlockUsers();
  const [confirmDialog, confirm] = useConfirm('user-detail-confirm');
  const [dialog, setDialog] = useState<'password' | 'modify' | null>(null);
  const [tab, setTab] = useState<'memo' | 'price'>('memo');

  if (user.isPending) return <Spinner label={tc('loading')} />;
  if (!user.data) return <p data-testid="user-detail-missing">{t('detail.notFound')}</p>;
  const u = user.data;

  const onUnlock = async () => {
    if (!(await confirm({ title: t('detail.unlockTitle'), message: t('detail.unlockConfirm', { name: u.userName }) }))) return;
    try {
      await unlock.mutateAsync({ userIdxList: [u.userIdx] });
      notify.success(t('detail.unlocked'));
      if (await confirm({ title: t('password.title'), message: t('detail.offerPassword') })) setDialog('password');
    } catch (error) {
      handleApiError(error);
    }
  };

  const onResetSettings = async () => {
    if (!(await confirm({ title: t('detail.resetTitle'), message: t('detail.resetConfirm') }))) return;
    resetBrowserSettings();
    notify.success(t('detail.resetDone'));
  };

  const details: Detail[] = [
    { label: t('field.userId'), value: u.userId },
    { label: t('field.userName'), value: u.userName },
    { label: t('field.userType'), value: tc(`userType.${u.userTypeCd}`) },
    { label: t('field.email'), value: u.email ?? '-' },
    { label: t('field.phone'), value: u.phone ?? '-' },
    ...(u.userTypeCd === UserType.STUDENT ? [{ label: t('field.phone2'), value: u.phone2 ?? '-' }] : []),
    { label: t('field.regDatetime'), value: <DateTime value={u.regDatetime} kind="dateTime" /> },
    { label: t('field.modDatetime'), value: <DateTime value={u.modDatetime} kind="dateTime" /> },
    {
      label: t('field.status'),
      value: <span data-testid="user-detail-status">{t(`status.code.${u.userStatusCd}`, { defaultValue: String(u.userStatusCd) })}</span>,
    },
    {
      label: t('field.lock'),
      value: (
        <span className={styles.lock}>
          {u.locked ? (
            <Badge color="danger" icon={<LockClosedRegular />} data-testid="user-detail-lock">
              {t('lock.locked')}
            </Badge>
          ) : (
            <span data-testid="user-detail-lock">{t('lock.unlocked')}</span>
          )}
          {u.locked && admin && (
            <Button size="small" onClick={() => void onUnlock()} data-testid="user-detail-unlock">
              {t('detail.unlock')}
            </Button>
          )}
        </span>
      ),
    },
  ];

  return (
    <div className={styles.root} data-testid="user-detail" data-user-id={u.userId}>
      <div className={styles.head}>
        <ProfileAvatar userIdx={u.userIdx} fileIdx={u.fileIdx} name={u.userName} />
        <DetailList details={details} />
      </div>
      <div className={styles.actions}>
        {(admin || u.userIdx === me) && (
          <Button onClick={() => setDialog('password')} data-testid="user-detail-password">
            {t('detail.changePassword')}
          </Button>
        )}
        {admin && (
          <Button onClick={() => setDialog('modify')} data-testid="user-detail-modify">
            {t('detail.modify')}
          </Button>
        )}
        <Button onClick={() => void onResetSettings()} data-testid="user-detail-reset">
          {t('detail.resetSettings')}
        </Button>
      </div>
      <TabList selectedValue={tab} onTabSelect={(_e, d) => setTab(d.value as 'memo' | 'price')}>
        <Tab value="memo" data-testid="user-detail-tab-memo">
          {t('memo.tab')}
        </Tab>
        <Tab value="price" data-testid="user-detail-tab-price">
          {t('price.tab')}
        </Tab>
      </TabList>
      {tab === 'memo' ? <MemoTab userIdx={u.userIdx} /> : <PriceTab userIdx={u.userIdx} canEdit={admin} />}
      {dialog === 'password' && <PasswordDialog userIdx={u.userIdx} self={u.userIdx === me} onClose={() => setDialog(null)} />}
      {dialog === 'modify' && <UserFormDialog user={u} onClose={() => setDialog(null)} />}
      {confirmDialog}
    </div>
  );
}
