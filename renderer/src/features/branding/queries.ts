import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const brandingKeys = {
  all: ['branding'] as const,
  info: (companyId: string) => [...brandingKeys.all, 'info', companyId] as const,
};

/** Branding texts and the list of images the company has uploaded. */
export function useBranding(companyId: string | undefined) {
  return useQuery({
    queryKey: brandingKeys.info(companyId ?? ''),
    queryFn: async () => (await api.send('company.BRANDING_INFO', { companyId: companyId ?? '' })).result,
    enabled: Boolean(companyId),
    staleTime: 10 * 60_000,
  });
}
