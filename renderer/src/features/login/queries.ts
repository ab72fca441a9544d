import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { CommandData } from '@boda/contract';
import { commandQueryOptions } from '../../api/commandQuery';

/** The company's login page configuration: company, cfg, settings and branding (never retried: a wrong company id shows at once). */
const loginInfoQuery = (companyId: string, language: string) => ({
  ...commandQueryOptions('company.loginInfo', { companyId, language }),
  retry: false,
});

export function useLoginInfo(companyId: string, language: string) {
  return useQuery({ ...loginInfoQuery(companyId, language), select: (d) => d.result });
}

/** How long the login route waits for its configuration before showing the page with its loading card. */
export const LOGIN_INFO_WAIT_MS = 1500;

/**
 * Asks for the login page's configuration when its route is entered, beside the translations rather
 * than after the page renders (routes.tsx), and resolves when it is in, so the page shows with its
 * form, not with a loading card and then the form (tests/bench/bundleBench.ts). A server that is slow
 * or out of reach holds the page back for LOGIN_INFO_WAIT_MS at most: then the page shows as it loads,
 * with its language and desktop settings buttons. Never rejects: a failure is the page's to show.
 */
export function prefetchLoginInfo(client: QueryClient, companyId: string, language: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, LOGIN_INFO_WAIT_MS)));
  return Promise.race([client.prefetchQuery(loginInfoQuery(companyId, language)), waited]).finally(() => clearTimeout(timer));
}

/**
 * Puts an answer the server already fetched into the cache, as if this page had asked for it: the
 * server's render of the login page (ssr/serverEntry.tsx), and the browser before hydrating that page
 * (app/App.tsx), so both render from the same answer and the route's loader finds it fresh.
 */
export function primeLoginInfo(client: QueryClient, companyId: string, language: string, data: CommandData<'company.loginInfo'>): void {
  client.setQueryData(loginInfoQuery(companyId, language).queryKey, data);
}
