import { UserType } from '@boda/contract';
import { FuncFlag, isFuncOn, type CompanyConfig } from '@boda/contract/config';
import { canSeeSettlement } from '../../features/charges';
import type { ServiceSection } from '../router/paths';

export type ServiceTabName = 'room' | 'schedule' | 'task' | 'note' | 'logMeet' | 'charges';

/** Why a tab cannot be used now: emergency mode. */
export type TabUnavailable = 'emergency';

export interface ServiceTab {
  name: ServiceTabName;
  /** Route under /{companyId}. */
  path: ServiceSection;
  /** nav:tabs.<labelKey> */
  labelKey: string;
  /** null: usable. */
  unavailable: TabUnavailable | null;
}

/**
 * service-area 2.7: room and class log always; task and note with the homework flag and room
 * category 3; charges with the settlement flag. Labels differ for students; the monitoring account
 * (foundation.md 6: it joins classes to monitor them) neither deploys nor does homework and leads no
 * class, so it has no homework, notes or settlement tab (the server refuses those calls). In emergency mode every
 * tab but room is unavailable. The spec's "main" tab is left out on purpose: /main only redirects
 * (to the room list, or homework for mobile students), so the tab was never the highlighted one;
 * the section it lands on is highlighted instead, and the logo still leads to /main.
 */
export function serviceTabs(config: CompanyConfig | null, userTypeCd: number | undefined): ServiceTab[] {
  const student = userTypeCd === UserType.STUDENT;
  const monitor = userTypeCd === UserType.MONITOR;
  const homework = !monitor && config !== null && isFuncOn(config, FuncFlag.HOMEWORK) && config.roomCategoryTask;
  const settlement = canSeeSettlement(userTypeCd) && config !== null && isFuncOn(config, FuncFlag.SETTLEMENT);
  const emergency = config?.emergencyMode ?? false;
  const tabs: Array<Omit<ServiceTab, 'unavailable'> & { shown: boolean }> = [
    { name: 'room', path: 'room/list', labelKey: 'room', shown: true },
    // Not in the spec's tab list: the schedule page has no route there, so the menu is how it is found.
    { name: 'schedule', path: 'schedule', labelKey: 'schedule', shown: true },
    { name: 'task', path: 'task/list', labelKey: student ? 'taskStudent' : 'taskTeacher', shown: homework },
    { name: 'note', path: 'note/list/submitted', labelKey: 'note', shown: homework },
    { name: 'logMeet', path: 'logMeet/list', labelKey: 'logMeet', shown: true },
    { name: 'charges', path: 'charges/list', labelKey: student ? 'chargesStudent' : 'chargesTeacher', shown: settlement },
  ];
  return tabs
    .filter((tab) => tab.shown)
    .map(({ shown: _shown, ...tab }) => ({
      ...tab,
      unavailable: emergency && tab.name !== 'room' ? 'emergency' : null,
    }));
}
