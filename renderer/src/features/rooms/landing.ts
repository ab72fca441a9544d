import { FuncFlag, UserType } from '@boda/contract';
import { type CompanyConfig, isFuncOn } from '@boda/contract/config';

export function isMobileDevice(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

/**
 * /{companyId}/main (service-area 2.1): a student on a mobile device goes to homework when the
 * homework function is on and the homework room category is configured; everyone else, and everyone
 * in emergency mode, to the room list.
 */
export function mainTarget(input: {
  config: CompanyConfig | null;
  userTypeCd: number | undefined;
  userAgent: string;
}): 'task/list' | 'room/list' {
  const { config } = input;
  if (!config || config.emergencyMode) return 'room/list';
  const homework = isFuncOn(config, FuncFlag.HOMEWORK) && config.roomCategoryTask;
  return input.userTypeCd === UserType.STUDENT && isMobileDevice(input.userAgent) && homework ? 'task/list' : 'room/list';
}
