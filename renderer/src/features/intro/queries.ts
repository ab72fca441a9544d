import { useCommandQuery } from '../../api/commandQuery';

/** The operating company the deployment configured (footer, call button); it changes only with a restart. */
export function useSiteOperator() {
  return useCommandQuery('app.SITE_OPERATOR', {}, { select: (d) => d.result, staleTime: Infinity });
}
