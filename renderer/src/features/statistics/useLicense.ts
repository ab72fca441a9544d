import { useCommandQuery } from '../../api/commandQuery';
import { localToday } from './month';

/** How often the license usage is refreshed while a manage page is open (and on window focus). */
export const LICENSE_REFRESH_MS = 60_000;

/** The company license with its usage now, refreshed on focus and every minute. */
export function useLicense(enabled = true) {
  return useCommandQuery(
    'license.GET',
    {},
    { select: (d) => d.result, refetchInterval: LICENSE_REFRESH_MS, refetchOnWindowFocus: true, enabled },
  );
}

/**
 * The company's today and current month (the browser's when the license cannot be read), and whether
 * they are `known`: a page asks for its month's figures only then, so a browser whose clock is already
 * in the next month (the 1st, in another time zone) never loads and shows that month first.
 */
export function useStatsCalendar(): { today: string; currentYm: string; licenseTypeCd: number | null; known: boolean } {
  const license = useLicense();
  const fallback = localToday();
  return {
    today: license.data?.today ?? fallback.today,
    currentYm: license.data?.currentYm ?? fallback.currentYm,
    licenseTypeCd: license.data?.licenseTypeCd ?? null,
    known: !license.isPending,
  };
}
