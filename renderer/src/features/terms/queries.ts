import { useCommandQuery } from '../../api/commandQuery';

/** The operating company the deployment configured (app.SITE_OPERATOR); it changes only with a restart. */
export function useSiteOperator() {
  return useCommandQuery('app.SITE_OPERATOR', {}, { select: (d) => d.result, staleTime: Infinity });
}
