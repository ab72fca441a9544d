import { useCommandQuery } from '../../api/commandQuery';

/** The operating company the deployment configured (footer, call button); it changes only with a restart. */
export function useSiteOperator() {
  return useCommandQuery('app.SITE_OPERATOR', {}, { select: (d) => d.result, staleTime: Infinity });
}

/** The trial dialog's demo site, video and mail offer (GET /open/serviceIntro). */
export function useIntroSetting() {
  return useCommandQuery('serviceIntro.INTRO_SETTING', {}, { select: (d) => d.result, staleTime: 5 * 60_000 });
}
