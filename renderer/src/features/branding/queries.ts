import { useCommandQuery } from '../../api/commandQuery';

/** Branding texts and the list of images the company has uploaded. */
export function useBranding(companyId: string | undefined) {
  return useCommandQuery(
    'company.BRANDING_INFO',
    { companyId: companyId ?? '' },
    { select: (d) => d.result, enabled: Boolean(companyId), staleTime: 10 * 60_000 },
  );
}
