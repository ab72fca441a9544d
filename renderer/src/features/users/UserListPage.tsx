import { useMemo, useState } from 'react';
import { Button, makeStyles, SearchBox, Title2, tokens } from '@fluentui/react-components';
import { AddRegular, DocumentTableArrowRightRegular } from '@fluentui/react-icons';
import { statusesFromFilter, type User, USER_STATUS_FILTER_ALL } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../ui/Pagination';
import { useListParams } from '../../ui/useListParams';
import { ImportDialog } from './ImportDialog';
import { useUserList } from './queries';
import { SampleDownloadButton } from './SampleDownloadButton';
import { UserBulkActions } from './UserBulkActions';
import { UserDetailDialog } from './UserDetailDialog';
import { UserFormDialog } from './UserFormDialog';
import { statusMaskFrom } from './userStatus';
import { UserStatusFilter } from './UserStatusFilter';
import { UserTable } from './UserTable';
import { useIsUserAdmin } from './useIsUserAdmin';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  spacer: { flexGrow: 1 },
  total: { color: tokens.colorNeutralForeground3 },
});

/** /manage/user/list: search, status filter, table, paging, registration and bulk actions (list mode). */
export function UserListPage() {
  const { t } = useTranslation('users');
  const styles = useStyles();
  const admin = useIsUserAdmin();
  const listParams = useListParams();
  const { page, size, keyword } = listParams;
  const mask = statusMaskFrom(listParams.filter('status'));
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<'register' | 'import' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  const list = useUserList({ page, size, searchKeyword: keyword, userStatusCdList: statusesFromFilter(mask), order: 'regDatetime,desc' });
  const users = useMemo(() => list.data?.content ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const selectedUsers: User[] = users.filter((u) => selected.has(u.userIdx));

  return (
    <section className={styles.root} data-testid="user-list-page">
      <Title2 as="h1">{t('list.title')}</Title2>
      <div className={styles.toolbar}>
        <SearchBox
          placeholder={t('list.searchPlaceholder')}
          value={listParams.typed}
          onChange={(_e, d) => listParams.setTyped(d.value)}
          data-testid="user-search"
        />
        <UserStatusFilter mask={mask} onChange={(next) => listParams.setFilter('status', next)} />
        <span className={styles.spacer} />
        {admin && (
          <>
            <UserBulkActions selected={selectedUsers} onDone={() => setSelected(new Set())} />
            <Button appearance="primary" icon={<AddRegular />} onClick={() => setDialog('register')} data-testid="user-register">
              {t('list.register')}
            </Button>
            <Button icon={<DocumentTableArrowRightRegular />} onClick={() => setDialog('import')} data-testid="user-import">
              {t('list.import')}
            </Button>
            <SampleDownloadButton />
          </>
        )}
      </div>
      <span className={styles.total} data-testid="user-total">
        {t('list.total', { count: total })}
      </span>
      <UserTable
        users={users}
        firstNumber={listParams.firstNumber(total)}
        loading={list.isPending}
        searching={keyword !== '' || mask !== USER_STATUS_FILTER_ALL}
        selected={selected}
        onSelect={setSelected}
        onOpen={(user) => setOpened(user.userIdx)}
      />
      <Pagination page={page} size={size} total={total} onChange={listParams.setPage} />
      {dialog === 'register' && <UserFormDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {opened !== null && <UserDetailDialog userIdx={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
