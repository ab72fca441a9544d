import { FuncFlag, isFuncOn } from '@boda/contract/config';
import { useSession } from '../../api/session';

/** Function flag 6: the settlement menu, tab and pages (the server refuses its calls otherwise). */
export function useSettlementEnabled(): boolean {
  return useSession((s) => (s.config ? isFuncOn(s.config, FuncFlag.SETTLEMENT) : false));
}
