import { Menu, MenuItem, MenuList, MenuPopover } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TreePoint, TreeTarget } from './treeTypes';

export type GroupAction = 'registerGroup' | 'renameGroup' | 'registerUser' | 'importUsers' | 'deleteGroupUsers' | 'deleteGroup';
export type UserAction = 'userInfo' | 'deleteUser';

export interface TreeContextMenuProps {
  menu: { target: TreeTarget; point: TreePoint } | null;
  onGroupAction(action: GroupAction, target: Extract<TreeTarget, { kind: 'group' }>): void;
  onUserAction(action: UserAction, target: Extract<TreeTarget, { kind: 'user' }>): void;
  onClose(): void;
}

const GROUP_ACTIONS: GroupAction[] = ['registerGroup', 'renameGroup', 'registerUser', 'importUsers', 'deleteGroupUsers', 'deleteGroup'];
/** The root is the company itself: it cannot be renamed or deleted, and its users are not a group's. */
const ROOT_HIDDEN: GroupAction[] = ['renameGroup', 'deleteGroupUsers', 'deleteGroup'];

/** The tree's context menu at the pointer (right-click, or a 500 ms long-press on touch). */
export function TreeContextMenu({ menu, onGroupAction, onUserAction, onClose }: TreeContextMenuProps) {
  const { t } = useTranslation('users');
  const point = menu?.point ?? { x: 0, y: 0 };
  const target = { getBoundingClientRect: () => new DOMRect(point.x, point.y, 0, 0) };
  return (
    <Menu
      open={menu !== null}
      onOpenChange={(_e, data) => (data.open ? undefined : onClose())}
      positioning={{ target, position: 'below', align: 'start' }}
    >
      <MenuPopover data-testid="tree-menu">
        <MenuList>
          {menu?.target.kind === 'group' &&
            GROUP_ACTIONS.filter(
              (action) => menu.target.kind === 'group' && (menu.target.group !== null || !ROOT_HIDDEN.includes(action)),
            ).map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  if (menu.target.kind === 'group') onGroupAction(action, menu.target);
                  onClose();
                }}
                data-testid={`tree-menu-${action}`}
              >
                {t(`tree.menu.${action}`)}
              </MenuItem>
            ))}
          {menu?.target.kind === 'user' &&
            (['userInfo', 'deleteUser'] as const).map((action) => (
              <MenuItem
                key={action}
                onClick={() => {
                  if (menu.target.kind === 'user') onUserAction(action, menu.target);
                  onClose();
                }}
                data-testid={`tree-menu-${action}`}
              >
                {t(`tree.menu.${action}`)}
              </MenuItem>
            ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
