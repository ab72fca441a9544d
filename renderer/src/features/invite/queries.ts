import { useCommandQuery } from '../../api/commandQuery';

/** The invite lookup (GET /open/meet VIEW): meeting, company and category of an invite code. */
export function useInviteLookup(inviteCode: string | undefined, companyCode?: string, companyId?: string) {
  const input = { inviteCode: inviteCode ?? '', ...(companyCode ? { companyCode } : {}), ...(companyId ? { companyId } : {}) };
  return useCommandQuery('openMeet.VIEW', input, { enabled: inviteCode !== undefined, retry: false });
}
