import { FuncFlag, isFuncOn, type CompanyConfig } from '@boda/contract/config';
import { canSeeSettlement } from '../../features/charges';
import { canManageSettings } from '../../features/settings';
import type { ManageSection } from '../router/paths';

export type ManageMenuName =
  | 'monitor'
  | 'logMeet'
  | 'joinLog'
  | 'recordLog'
  | 'statisticOpen'
  | 'statisticJoin'
  | 'charges'
  | 'book'
  | 'task'
  | 'note'
  | 'room'
  | 'notice'
  | 'user'
  | 'setting';

export interface ManageMenuItem {
  name: ManageMenuName;
  /** Route under /{companyId}/manage. */
  path: ManageSection;
  /** The section prefix that marks the item active. */
  match: string;
}

/**
 * manage-area 2 'Left menu', in its order, with the flag conditions. User management opens the
 * group tree when function flag 2 (tree mode) is on, else the user list. Settings (not in the spec's
 * menu, which leaves how configuration changes unshown) close the list, for operators only.
 */
export function manageMenu(config: CompanyConfig | null, userTypeCd?: number | null): ManageMenuItem[] {
  const flag = (position: number) => config !== null && isFuncOn(config, position);
  const homework = flag(FuncFlag.HOMEWORK) && (config?.roomCategoryTask ?? false);
  const items: Array<ManageMenuItem & { shown: boolean }> = [
    { name: 'monitor', path: 'monitor/list', match: 'monitor', shown: flag(FuncFlag.MONITOR) },
    { name: 'logMeet', path: 'log/logMeet/list', match: 'log/logMeet', shown: true },
    { name: 'joinLog', path: 'log/joinLog/list', match: 'log/joinLog', shown: true },
    // Not in the spec's menu list, but its route is (log/recordLog): without a link nobody would find it.
    { name: 'recordLog', path: 'log/recordLog/list', match: 'log/recordLog', shown: true },
    { name: 'statisticOpen', path: 'statistic/open', match: 'statistic/open', shown: true },
    { name: 'statisticJoin', path: 'statistic/join/view', match: 'statistic/join', shown: true },
    { name: 'charges', path: 'charges/list', match: 'charges', shown: flag(FuncFlag.SETTLEMENT) && canSeeSettlement(userTypeCd) },
    { name: 'book', path: 'book/workbook/list', match: 'book', shown: flag(FuncFlag.TEXTBOOK) },
    { name: 'task', path: 'task/list', match: 'task', shown: homework },
    { name: 'note', path: 'note/list', match: 'note', shown: homework },
    { name: 'room', path: 'room/list', match: 'room', shown: true },
    { name: 'notice', path: 'notice/list', match: 'notice', shown: true },
    {
      name: 'user',
      path: flag(FuncFlag.USER_TREE) ? 'group/list' : 'user/list',
      match: flag(FuncFlag.USER_TREE) ? 'group' : 'user',
      shown: true,
    },
    { name: 'setting', path: 'setting', match: 'setting', shown: canManageSettings(userTypeCd) },
  ];
  return items.filter((item) => item.shown).map(({ shown: _shown, ...item }) => item);
}
