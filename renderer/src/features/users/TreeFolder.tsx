import { useState } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular, FolderOpenRegular, FolderRegular } from '@fluentui/react-icons';
import type { User } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import type { GroupNode } from './groupTree';
import { TreeFolderUsers } from './TreeFolderUsers';
import { type TreePoint, type TreeTarget, USER_DRAG_TYPE } from './treeTypes';
import { useLongPress } from './useLongPress';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  dropping: { outline: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}` },
  disabled: { cursor: 'default', color: tokens.colorNeutralForeground3 },
  count: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
});

export interface TreeFolderProps {
  /** null: the company root (users without a group). */
  node: GroupNode | null;
  label: string;
  depth: number;
  /** While a search is active: the groups with matching users (0: root); folders are not selectable then. */
  matches: ReadonlySet<number> | null;
  /** The search keyword ('' for none): folders list only their matching users. */
  keyword: string;
  visible: (node: GroupNode) => boolean;
  selectedGroup: number | null;
  selectedUser: number | null;
  onSelectGroup(groupIdx: number): void;
  onSelectUser(user: User): void;
  onMenu(target: TreeTarget, point: TreePoint): void;
  onDropUser(userIdx: number, groupIdx: number): void;
}

/** A folder: toggles open, takes dropped users, opens its menu on right-click / long-press; its subfolders then its users. */
export function TreeFolder(props: TreeFolderProps) {
  const { node, label, depth, matches } = props;
  const styles = useStyles();
  const { t } = useTranslation('users');
  const groupIdx = node?.groupIdx ?? 0;
  const [open, setOpen] = useState(node === null);
  const [dropping, setDropping] = useState(false);
  const filtering = matches !== null;
  const expanded = filtering || open;
  const longPress = useLongPress((point) => props.onMenu({ kind: 'group', group: node }, point));
  const children = (node?.children ?? []).filter(props.visible);
  const select = () => {
    if (filtering) return;
    setOpen((o) => !o);
    props.onSelectGroup(groupIdx);
  };
  return (
    <div role="group" data-testid="tree-folder" data-group-idx={groupIdx} data-group-name={node?.groupName ?? ''}>
      <div
        role="treeitem"
        aria-expanded={expanded}
        aria-selected={!filtering && props.selectedGroup === groupIdx}
        aria-disabled={filtering}
        tabIndex={0}
        className={mergeClasses(
          styles.row,
          !filtering && props.selectedGroup === groupIdx && styles.selected,
          dropping && styles.dropping,
          filtering && styles.disabled,
        )}
        style={{ paddingLeft: `calc(${depth} * 20px + 8px)` }}
        onClick={select}
        onKeyDown={(e) => {
          if (e.key === 'Enter') select();
        }}
        onContextMenu={(e) => {
          e.preventDefault();
          if (!filtering) props.onMenu({ kind: 'group', group: node }, { x: e.clientX, y: e.clientY });
        }}
        onDragOver={(e) => {
          if (!e.dataTransfer.types.includes(USER_DRAG_TYPE)) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = 'move';
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(e) => {
          setDropping(false);
          const userIdx = Number(e.dataTransfer.getData(USER_DRAG_TYPE));
          if (userIdx > 0) {
            e.preventDefault();
            props.onDropUser(userIdx, groupIdx);
          }
        }}
        {...(filtering ? {} : longPress)}
        data-testid="tree-folder-row"
      >
        {expanded ? <ChevronDownRegular /> : <ChevronRightRegular />}
        {expanded ? <FolderOpenRegular /> : <FolderRegular />}
        <span>{label}</span>
        {node && (
          <span
            className={styles.count}
            title={t('tree.count', { total: node.totalUserCount, direct: node.userCount })}
            data-testid="tree-folder-count"
          >
            ({node.totalUserCount})
          </span>
        )}
      </div>
      {expanded && children.length > 0 && (
        <div role="group">
          {children.map((child) => (
            <TreeFolder key={child.groupIdx} {...props} node={child} label={child.groupName} depth={depth + 1} />
          ))}
        </div>
      )}
      {expanded && (matches === null || matches.has(groupIdx)) && (
        <TreeFolderUsers
          groupIdx={groupIdx}
          depth={depth}
          keyword={props.keyword}
          selectedUser={props.selectedUser}
          onSelectUser={props.onSelectUser}
          onMenu={props.onMenu}
        />
      )}
    </div>
  );
}
