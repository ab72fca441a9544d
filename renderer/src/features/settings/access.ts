import { COMPANY_SETTINGS_ACCESS } from '@boda/contract';

/** Whether a user type may open the settings (the commands' declared roles; the server checks again). */
export function canManageSettings(userTypeCd: number | null | undefined): boolean {
  return userTypeCd !== null && userTypeCd !== undefined && (COMPANY_SETTINGS_ACCESS.roles as readonly number[]).includes(userTypeCd);
}
