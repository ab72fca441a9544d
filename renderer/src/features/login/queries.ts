import { type QueryClient, useQuery } from '@tanstack/react-query';
import { commandQueryOptions } from '../../api/commandQuery';

/** The company's login page configuration: company, cfg, settings and branding (never retried: a wrong company id shows at once). */
const loginInfoQuery = (companyId: string, language: string) => ({
  ...commandQueryOptions('company.loginInfo', { companyId, language }),
  retry: false,
});

export function useLoginInfo(companyId: string, language: string) {
  return useQuery({ ...loginInfoQuery(companyId, language), select: (d) => d.result });
}

/**
 * Asks for the login page's configuration when its route is entered, beside the page's chunk rather
 * than after it renders (routes.tsx): the page shows with its form, not with a spinner and then the
 * form (tests/bench/bundleBench.ts). Never rejects: a failure is the page's to show (useLoginInfo).
 */
export function prefetchLoginInfo(client: QueryClient, companyId: string, language: string): Promise<void> {
  return client.prefetchQuery(loginInfoQuery(companyId, language));
}
