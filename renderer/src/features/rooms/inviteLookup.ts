import type { InviteLookup } from '@boda/contract';
import { useCommandQuery } from '../../api/commandQuery';

/** How often a guest waiting for the teacher checks whether the class has opened. */
export const WAITING_RECHECK_MS = 5_000;

/** Nobody is in yet and the room opens only after its leader: joining now would be refused (WB-403-112). */
export function waitsForLeader(lookup: InviteLookup): boolean {
  return lookup.result.meetCode === '0' && !lookup.result.anyoneOpen;
}

/** The invite lookup (GET /open/meet VIEW): meeting, company and category of an invite code; rechecks while the guest waits for the leader. */
export function useInviteLookup(inviteCode: string | undefined, companyCode?: string, companyId?: string) {
  const input = { inviteCode: inviteCode ?? '', ...(companyCode ? { companyCode } : {}), ...(companyId ? { companyId } : {}) };
  return useCommandQuery('openMeet.VIEW', input, {
    enabled: inviteCode !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data && waitsForLeader(query.state.data) ? WAITING_RECHECK_MS : false),
  });
}
