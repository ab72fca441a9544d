import { FuncFlag, isFuncOn } from '@boda/contract/config';
import { useSession } from '../../api/session';
import { canSeeSettlement } from './access';

/** Function flag 6: the settlement menu, tab and pages (the server refuses its calls otherwise). */
export function useSettlementEnabled(): boolean {
  return useSession((s) => (s.config ? isFuncOn(s.config, FuncFlag.SETTLEMENT) : false));
}

/**
 * Whether the signed-in user may see settlements at all: the monitoring account may not (contract
 * SETTLEMENT_ROLES), and its pages refuse it by their address as the settings page does.
 */
export function useSettlementAllowed(): boolean {
  return useSession((s) => canSeeSettlement(s.user?.userTypeCd));
}
