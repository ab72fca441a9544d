import { useQuery } from '@tanstack/react-query';
import type { InviteLookup } from '@boda/contract';
import { api } from '../../api';

/** How often a guest waiting for the teacher checks whether the class has opened. */
export const WAITING_RECHECK_MS = 5_000;

/** Nobody is in yet and the room opens only after its leader: joining now would be refused (WB-403-112). */
export function waitsForLeader(lookup: InviteLookup): boolean {
  return lookup.result.meetCode === '0' && !lookup.result.anyoneOpen;
}

export const inviteKeys = {
  all: ['invite'] as const,
  lookup: (inviteCode: string, companyCode?: string, companyId?: string) => [...inviteKeys.all, 'lookup', inviteCode, companyCode ?? '', companyId ?? ''] as const,
};

/** The invite lookup (GET /open/meet VIEW): meeting, company and category of an invite code. */
export function useInviteLookup(inviteCode: string | undefined, companyCode?: string, companyId?: string) {
  return useQuery({
    queryKey: inviteKeys.lookup(inviteCode ?? '', companyCode, companyId),
    queryFn: async () =>
      api.send('openMeet.VIEW', {
        inviteCode: inviteCode ?? '',
        ...(companyCode ? { companyCode } : {}),
        ...(companyId ? { companyId } : {}),
      }),
    enabled: inviteCode !== undefined,
    retry: false,
    refetchInterval: (query) => (query.state.data && waitsForLeader(query.state.data) ? WAITING_RECHECK_MS : false),
  });
}
