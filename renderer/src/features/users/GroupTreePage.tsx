import { useMemo, useState } from 'react';
import { makeStyles, SearchBox, Title2, tokens } from '@fluentui/react-components';
import { Limits, type User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useConfirm } from '../../ui/useConfirm';
import { handleApiError, notify } from '../../ui/feedback';
import { GroupFormDialog } from './GroupFormDialog';
import { buildGroupTree, type GroupNode } from './groupTree';
import { ImportDialog } from './ImportDialog';
import { useDeleteGroup, useDeleteGroupUsers, useMoveUsers, useRemoveUsers } from './mutations';
import { useGroups, useUserList } from './queries';
import { type GroupAction, TreeContextMenu, type UserAction } from './TreeContextMenu';
import { TreeFolder } from './TreeFolder';
import type { TreePoint, TreeTarget } from './treeTypes';
import { UserDetail } from './UserDetail';
import { UserDetailDialog } from './UserDetailDialog';
import { UserFormDialog } from './UserFormDialog';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  body: { display: 'grid', gridTemplateColumns: 'minmax(280px, 380px) 1fr', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  tree: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    padding: tokens.spacingVerticalS,
    minHeight: '400px',
  },
  pane: { backgroundColor: tokens.colorNeutralBackground1, borderRadius: tokens.borderRadiusLarge, padding: tokens.spacingVerticalL },
  hint: { color: tokens.colorNeutralForeground3 },
});

type Dialog =
  | { kind: 'group'; group?: GroupNode; upGroupIdx?: number }
  | { kind: 'user'; groupIdx: number }
  | { kind: 'import'; groupIdx: number }
  | { kind: 'detail'; userIdx: number };

/** /manage/group/list: users in the group tree (function flag 2), with the folder and user menus and drag to move. */
export function GroupTreePage() {
  const { t } = useTranslation('users');
  const styles = useStyles();
  const companyName = useSession((s) => s.company?.companyName ?? '');
  const groups = useGroups();
  const tree = useMemo(() => buildGroupTree(groups.data ?? []), [groups.data]);
  const [typed, setTyped] = useState('');
  const keyword = useDebouncedValue(typed.trim(), Limits.SEARCH_DEBOUNCE_MS);
  // Which folders hold matches: the first page of the search tells; each folder then pages its own matches.
  const found = useUserList({ searchKeyword: keyword, size: Limits.PICKER_PAGE_SIZE, order: 'userName' }, keyword !== '');
  const [selectedGroup, setSelectedGroup] = useState<number | null>(0);
  const [selectedUser, setSelectedUser] = useState<User | null>(null);
  const [menu, setMenu] = useState<{ target: TreeTarget; point: TreePoint } | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [confirmDialog, confirm] = useConfirm('tree-confirm');
  const move = useMoveUsers();
  const deleteGroup = useDeleteGroup();
  const deleteGroupUsers = useDeleteGroupUsers();
  const removeUsers = useRemoveUsers();

  const matches = useMemo(
    () => (keyword === '' ? null : new Set((found.data?.content ?? []).map((user) => user.groupIdx ?? 0))),
    [keyword, found.data],
  );
  const visible = (node: GroupNode): boolean => matches === null || matches.has(node.groupIdx) || node.children.some(visible);

  const onDropUser = (userIdx: number, groupIdx: number) => {
    move.mutate(
      { userIdxList: [userIdx], groupIdx },
      { onSuccess: () => notify.success(t('tree.moved')), onError: (e) => handleApiError(e) },
    );
  };

  const onGroupAction = async (action: GroupAction, target: { group: GroupNode | null }) => {
    const group = target.group;
    const groupIdx = group?.groupIdx ?? 0;
    if (action === 'registerGroup') setDialog({ kind: 'group', upGroupIdx: groupIdx });
    else if (action === 'renameGroup' && group) setDialog({ kind: 'group', group });
    else if (action === 'registerUser') setDialog({ kind: 'user', groupIdx });
    else if (action === 'importUsers') setDialog({ kind: 'import', groupIdx });
    else if (group && (action === 'deleteGroup' || action === 'deleteGroupUsers')) {
      const ok = await confirm({
        title: t(`tree.menu.${action}`),
        message: t(`tree.confirm.${action}`, { name: group.groupName, count: group.userCount }),
      });
      if (!ok) return;
      const mutation = action === 'deleteGroup' ? deleteGroup : deleteGroupUsers;
      mutation.mutate(
        { groupIdx: group.groupIdx },
        { onSuccess: () => notify.success(t(`tree.done.${action}`)), onError: (e) => handleApiError(e) },
      );
    }
  };

  const onUserAction = async (action: UserAction, target: { user: User }) => {
    if (action === 'userInfo') {
      setDialog({ kind: 'detail', userIdx: target.user.userIdx });
      return;
    }
    const ok = await confirm({
      title: t('bulk.remove.title'),
      message: t('bulk.remove.confirm', { name: target.user.userName, count: 0 }),
    });
    if (!ok) return;
    removeUsers.mutate(
      { userIdxList: [target.user.userIdx] },
      { onSuccess: () => notify.success(t('bulk.remove.done', { count: 1 })), onError: (e) => handleApiError(e) },
    );
  };

  return (
    <section className={styles.root} data-testid="group-tree-page">
      <Title2 as="h1">{t('tree.title')}</Title2>
      <SearchBox
        placeholder={t('list.searchPlaceholder')}
        value={typed}
        onChange={(_e, d) => setTyped(d.value)}
        data-testid="tree-search"
      />
      <div className={styles.body}>
        <div role="tree" aria-label={t('tree.label')} className={styles.tree} data-testid="group-tree">
          <TreeFolder
            node={null}
            label={companyName}
            depth={0}
            matches={matches}
            keyword={keyword}
            visible={visible}
            selectedGroup={selectedGroup}
            selectedUser={selectedUser?.userIdx ?? null}
            onSelectGroup={setSelectedGroup}
            onSelectUser={setSelectedUser}
            onMenu={(target, point) => setMenu({ target, point })}
            onDropUser={onDropUser}
          />
          {tree.filter(visible).map((node) => (
            <TreeFolder
              key={node.groupIdx}
              node={node}
              label={node.groupName}
              depth={1}
              matches={matches}
              keyword={keyword}
              visible={visible}
              selectedGroup={selectedGroup}
              selectedUser={selectedUser?.userIdx ?? null}
              onSelectGroup={setSelectedGroup}
              onSelectUser={setSelectedUser}
              onMenu={(target, point) => setMenu({ target, point })}
              onDropUser={onDropUser}
            />
          ))}
        </div>
        <div className={styles.pane}>
          {selectedUser ? (
            <UserDetail key={selectedUser.userIdx} userIdx={selectedUser.userIdx} />
          ) : (
            <p className={styles.hint}>{t('tree.hint')}</p>
          )}
        </div>
      </div>
      <TreeContextMenu
        menu={menu}
        onClose={() => setMenu(null)}
        onGroupAction={(action, target) => void onGroupAction(action, target)}
        onUserAction={(action, target) => void onUserAction(action, target)}
      />
      {dialog?.kind === 'group' && <GroupFormDialog group={dialog.group} upGroupIdx={dialog.upGroupIdx} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'user' && <UserFormDialog groupIdx={dialog.groupIdx} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportDialog groupIdx={dialog.groupIdx} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'detail' && <UserDetailDialog userIdx={dialog.userIdx} onClose={() => setDialog(null)} />}
      {confirmDialog}
    </section>
  );
}
