import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const loginKeys = {
  all: ['login'] as const,
  info: (companyId: string, language: string) => [...loginKeys.all, 'info', companyId, language] as const,
};

/** The company's login page configuration: company, cfg, settings and branding. */
export function useLoginInfo(companyId: string, language: string) {
  return useQuery({
    queryKey: loginKeys.info(companyId, language),
    queryFn: async () => (await api.send('company.loginInfo', { companyId, language })).result,
    retry: false,
  });
}
