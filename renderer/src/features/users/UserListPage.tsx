import { useMemo, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { AddRegular, DocumentTableArrowRightRegular } from '@fluentui/react-icons';
import { statusesFromFilter, type User, USER_STATUS_FILTER_ALL } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import { useListParams } from '../../ui/useListParams';
import { ImportDialog } from './ImportDialog';
import { useUserList } from './queries';
import { SampleDownloadButton } from './SampleDownloadButton';
import { UserBulkActions } from './UserBulkActions';
import { UserDetailDialog } from './UserDetailDialog';
import { UserFormDialog } from './UserFormDialog';
import { statusMaskFrom } from './userStatus';
import { UserStatusFilter } from './UserStatusFilter';
import { useUserTable } from './useUserTable';
import { useIsUserAdmin } from './useIsUserAdmin';

/** /manage/user/list: search, status filter, table, paging, registration and bulk actions (list mode). */
export function UserListPage() {
  const { t } = useTranslation('users');
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
  const table = useUserTable({
    users,
    firstNumber: listParams.firstNumber(total),
    searching: keyword !== '' || mask !== USER_STATUS_FILTER_ALL,
    selected,
    onSelect: setSelected,
    onOpen: (user) => setOpened(user.userIdx),
  });

  return (
    <ListPage
      title={t('list.title')}
      pageTestId="user-list-page"
      list={list}
      listParams={listParams}
      pagerTestId="pagination"
      search={{ placeholder: t('list.searchPlaceholder'), testId: 'user-search' }}
      options={<UserStatusFilter mask={mask} onChange={(next) => listParams.setFilter('status', next)} />}
      actions={
        admin && (
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
        )
      }
      summary={(count) => t('list.total', { count })}
      summaryTestId="user-total"
      {...table}
    >
      {dialog === 'register' && <UserFormDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {opened !== null && <UserDetailDialog userIdx={opened} onClose={() => setOpened(null)} />}
    </ListPage>
  );
}
