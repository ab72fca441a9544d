import { UserType } from '@boda/contract';
import { FuncFlag, isFuncOn, type CompanyConfig } from '@boda/contract/config';
import type { ServiceSection } from '../router/paths';

export type ServiceTabName = 'main' | 'room' | 'task' | 'note' | 'logMeet' | 'charges';

export interface ServiceTab {
  name: ServiceTabName;
  /** Route under /{companyId}. */
  path: ServiceSection;
  /** nav:tabs.<labelKey> */
  labelKey: string;
  disabled: boolean;
}

/**
 * service-area 2.7: main, room and class log always; task and note with the homework flag and room
 * category 3; charges with the settlement flag. Labels differ for students; in emergency mode every
 * tab but room is disabled.
 */
export function serviceTabs(config: CompanyConfig | null, userTypeCd: number | undefined): ServiceTab[] {
  const student = userTypeCd === UserType.STUDENT;
  const homework = config !== null && isFuncOn(config, FuncFlag.HOMEWORK) && config.roomCategoryTask;
  const settlement = config !== null && isFuncOn(config, FuncFlag.SETTLEMENT);
  const emergency = config?.emergencyMode ?? false;
  const tabs: Array<Omit<ServiceTab, 'disabled'> & { shown: boolean }> = [
    { name: 'main', path: 'main', labelKey: 'main', shown: true },
    { name: 'room', path: 'room/list', labelKey: 'room', shown: true },
    { name: 'task', path: 'task/list', labelKey: student ? 'taskStudent' : 'taskTeacher', shown: homework },
    { name: 'note', path: 'note/list/submitted', labelKey: 'note', shown: homework },
    { name: 'logMeet', path: 'logMeet/list', labelKey: 'logMeet', shown: true },
    { name: 'charges', path: 'charges/list', labelKey: student ? 'chargesStudent' : 'chargesTeacher', shown: settlement },
  ];
  return tabs.filter((tab) => tab.shown).map(({ shown: _shown, ...tab }) => ({ ...tab, disabled: emergency && tab.name !== 'room' }));
}
