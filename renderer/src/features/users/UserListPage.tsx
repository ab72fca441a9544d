import { useEffect, useMemo, useState } from 'react';
import { Button, makeStyles, SearchBox, Title2, tokens } from '@fluentui/react-components';
import { AddRegular, DocumentTableArrowRightRegular } from '@fluentui/react-icons';
import { Limits, statusesFromFilter, type User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Pagination } from '../../ui/Pagination';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
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
  const [params, setParams] = useSearchParams();
  const keyword = params.get('searchKeyword') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? 1) || 1);
  const mask = statusMaskFrom(params.get('status'));
  const [typed, setTyped] = useState(keyword);
  const debounced = useDebouncedValue(typed, Limits.SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState<'register' | 'import' | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  const update = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (debounced.trim() !== keyword) update({ searchKeyword: debounced.trim(), page: null });
    // Only the debounced text drives the URL; the URL's own changes must not loop back here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const list = useUserList({ page, size: Limits.PAGE_SIZE_DEFAULT, searchKeyword: keyword, userStatusCdList: statusesFromFilter(mask), order: 'regDatetime,desc' });
  const users = useMemo(() => list.data?.content ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const selectedUsers: User[] = users.filter((u) => selected.has(u.userIdx));

  return (
    <section className={styles.root} data-testid="user-list-page">
      <Title2 as="h1">{t('list.title')}</Title2>
      <div className={styles.toolbar}>
        <SearchBox placeholder={t('list.searchPlaceholder')} value={typed} onChange={(_e, d) => setTyped(d.value)} data-testid="user-search" />
        <UserStatusFilter mask={mask} onChange={(next) => update({ status: String(next), page: null })} />
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
        firstNumber={total - (page - 1) * Limits.PAGE_SIZE_DEFAULT}
        selected={selected}
        onSelect={setSelected}
        onOpen={(user) => setOpened(user.userIdx)}
      />
      <Pagination page={page} size={Limits.PAGE_SIZE_DEFAULT} total={total} onChange={(next) => update({ page: next > 1 ? String(next) : null })} />
      {dialog === 'register' && <UserFormDialog onClose={() => setDialog(null)} />}
      {dialog === 'import' && <ImportDialog onClose={() => setDialog(null)} />}
      {opened !== null && <UserDetailDialog userIdx={opened} onClose={() => setOpened(null)} />}
    </section>
  );
}
