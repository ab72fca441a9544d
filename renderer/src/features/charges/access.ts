import { SETTLEMENT_ROLES } from '@boda/contract';

/** Whether a user type may see settlements (the commands' declared roles; the server checks again). */
export function canSeeSettlement(userTypeCd: number | null | undefined): boolean {
  return userTypeCd !== null && userTypeCd !== undefined && (SETTLEMENT_ROLES as readonly number[]).includes(userTypeCd);
}
