import type { InviteLookup } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

/** How often a joiner waiting for the teacher checks whether the class has opened. */
export const WAITING_RECHECK_MS = 5_000;

/** The lookup's meetCode while nobody is in the class. */
export const NOBODY_IN = '0';

/** Nobody is in yet and the room opens only after its leader: joining now would be refused (WB-403-112). */
export function waitsForLeader(lookup: InviteLookup): boolean {
  return lookup.result.meetCode === NOBODY_IN && !lookup.result.anyoneOpen;
}

/**
 * The invite lookup (GET /open/meet VIEW): meeting, company and category of an invite code. It rechecks
 * while the joiner waits for the leader, and with `untilOpen` while nobody is in at all (a join was
 * refused as not started: a guest never opens a class).
 */
export function useInviteLookup(inviteCode: string | undefined, companyCode?: string, companyId?: string, untilOpen = false) {
  const input = { inviteCode: inviteCode ?? '', ...(companyCode ? { companyCode } : {}), ...(companyId ? { companyId } : {}) };
  return useCommandQuery('openMeet.VIEW', input, {
    enabled: inviteCode !== undefined,
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      const waiting = data !== undefined && (waitsForLeader(data) || (untilOpen && data.result.meetCode === NOBODY_IN));
      return waiting ? WAITING_RECHECK_MS : false;
    },
  });
}
