import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { LockClosedRegular, PersonRegular } from '@fluentui/react-icons';
import type { User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { type TreePoint, USER_DRAG_TYPE } from './treeTypes';
import { useLongPress } from './useLongPress';

/** Every user row has this height: the folder's virtual list places rows by it. */
export const TREE_USER_HEIGHT = 32;

const useStyles = makeStyles({
  item: {
    height: `${TREE_USER_HEIGHT}px`,
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'grab',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface TreeUserItemProps {
  user: User;
  depth: number;
  /** Place in the folder's full list (1-based): only some rows are in the DOM, so they say where they are. */
  position?: { index: number; of: number };
  selected: boolean;
  onSelect(user: User): void;
  onMenu(user: User, point: TreePoint): void;
}

/** A user leaf: click selects, double click opens, drag onto a folder moves, right-click / long-press opens the menu. */
export function TreeUserItem({ user, depth, position, selected, onSelect, onMenu }: TreeUserItemProps) {
  const { t } = useTranslation('common');
  const { t: tu } = useTranslation('users');
  const styles = useStyles();
  const longPress = useLongPress((point) => onMenu(user, point));
  return (
    <div
      role="treeitem"
      aria-selected={selected}
      aria-posinset={position?.index}
      aria-setsize={position?.of}
      tabIndex={0}
      draggable
      className={mergeClasses(styles.item, selected && styles.selected)}
      style={{ paddingLeft: `calc(${depth} * 20px + 28px)` }}
      onClick={() => onSelect(user)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSelect(user);
      }}
      onContextMenu={(e) => {
        e.preventDefault();
        onMenu(user, { x: e.clientX, y: e.clientY });
      }}
      onDragStart={(e) => {
        e.dataTransfer.setData(USER_DRAG_TYPE, String(user.userIdx));
        e.dataTransfer.effectAllowed = 'move';
      }}
      {...longPress}
      data-testid="tree-user"
      data-user-id={user.userId}
    >
      <PersonRegular />
      <span>{user.userName}</span>
      <span className={styles.meta}>
        {user.userId} · {t(`userType.${user.userTypeCd}`)}
      </span>
      {user.locked && <LockClosedRegular aria-label={tu('lock.locked')} />}
    </div>
  );
}
