import { useCommandQuery } from '../../api/commandQuery';

/** The company's login page configuration: company, cfg, settings and branding. */
export function useLoginInfo(companyId: string, language: string) {
  return useCommandQuery('company.loginInfo', { companyId, language }, { select: (d) => d.result, retry: false });
}
