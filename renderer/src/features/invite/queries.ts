import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

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
  });
}
