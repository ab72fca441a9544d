import { useRef } from 'react';
import { makeStyles, Spinner } from '@fluentui/react-components';
import type { User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useCommandPages } from '../../api/commandQuery';
import { useVirtualRows } from '../../ui/useVirtualRows';
import type { TreePoint, TreeTarget } from './treeTypes';
import { TREE_USER_HEIGHT, TreeUserItem } from './TreeUserItem';

/** Users per server page; the next page loads as the folder's list scrolls near its end. */
export const TREE_PAGE_SIZE = 200;
/** A folder's users scroll inside this height, so a folder of 10,000 paints a screenful. */
const VIEWPORT_PX = 480;

const useStyles = makeStyles({ scroll: { maxHeight: `${VIEWPORT_PX}px`, overflowY: 'auto' } });

export interface TreeFolderUsersProps {
  groupIdx: number;
  depth: number;
  /** The tree's search: only this folder's users matching it. */
  keyword: string;
  selectedUser: number | null;
  onSelectUser(user: User): void;
  onMenu(target: TreeTarget, point: TreePoint): void;
}

/** A folder's own users, paged from the server (search within the group) and painted as virtual rows. */
export function TreeFolderUsers({ groupIdx, depth, keyword, selectedUser, onSelectUser, onMenu }: TreeFolderUsersProps) {
  const { t } = useTranslation('common');
  const styles = useStyles();
  const scrollRef = useRef<HTMLDivElement>(null);
  const list = useCommandPages('user.LIST', { groupIdx, size: TREE_PAGE_SIZE, order: 'userName', searchKeyword: keyword });
  const users = list.items;
  const virtual = useVirtualRows({
    count: users.length,
    rowHeight: TREE_USER_HEIGHT,
    getScrollElement: () => scrollRef.current,
    fallbackHeight: VIEWPORT_PX,
    onNearEnd: () => {
      if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
    },
  });
  if (list.isPending) return <Spinner size="extra-tiny" label={t('loading')} />;
  if (users.length === 0) return null;
  // The rows are the group's direct children (spacers keep the scroll height), as a tree's group should have them.
  return (
    <div role="group" ref={scrollRef} className={styles.scroll} data-testid="tree-folder-users" data-total={list.total}>
      {virtual.paddingTop > 0 ? <div aria-hidden style={{ height: virtual.paddingTop }} /> : null}
      {virtual.rows.map((row) => {
        const user = users[row.index];
        return (
          <TreeUserItem
            key={user.userIdx}
            user={user}
            depth={depth + 1}
            position={{ index: row.index + 1, of: list.total }}
            selected={selectedUser === user.userIdx}
            onSelect={onSelectUser}
            onMenu={(u, point) => onMenu({ kind: 'user', user: u }, point)}
          />
        );
      })}
      {virtual.paddingBottom > 0 ? <div aria-hidden style={{ height: virtual.paddingBottom }} /> : null}
      {list.isFetchingNextPage ? <Spinner size="extra-tiny" label={t('loading')} /> : null}
    </div>
  );
}
