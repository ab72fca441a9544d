import { useEffect, useRef, useState } from 'react';
import { ErrorCode, type CommandInput } from '@boda/contract';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api, isApiError } from '../../api';
import { paths } from '../../app/router/paths';
import { inNativeApp, platform } from '../../platform';
import { errorText, showErrorPopup } from '../../ui/feedback';
import { exchangeLinkToken, linkTokenOf } from '../sso';

/** The address bar without the one-time secrets a link brought (brk, p, dl). */
function dropSecrets(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  for (const name of ['brk', 'p', 'dl']) next.delete(name);
  const query = next.toString();
  return `${window.location.pathname}${query ? `?${query}` : ''}`;
}

const refused = (error: unknown, fallback: string) => {
  const code = isApiError(error) ? error.code : fallback;
  showErrorPopup({ type: 'WARNING', code, message: errorText(code) ?? undefined });
};

/**
 * The company login page's one-time links: a session token (brk or p, POST /open/token) signs in
 * and goes to main; a one-time external link (dl) is opened once and its join parameters take its
 * place. Either way the secret leaves the address bar first. Busy while one is being used.
 */
export function useLinkTokens(companyId: string): boolean {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const session = linkTokenOf(search);
  const deeplink = search.get('dl');
  const [busy, setBusy] = useState(session !== null || deeplink !== null);
  const used = useRef(false);

  useEffect(() => {
    if (used.current || (session === null && deeplink === null)) return;
    used.current = true;
    window.history.replaceState(window.history.state, '', dropSecrets(search));
    if (session !== null) {
      void exchangeLinkToken(session).then(({ login, errorCode }) => {
        if (login) return navigate(paths.serviceMain(login.company.companyId), { replace: true });
        setBusy(false);
        refused(null, errorCode ?? ErrorCode.ONE_TIME_TOKEN_INVALID);
        return navigate(dropSecrets(search), { replace: true });
      });
      return;
    }
    api.send('deeplink.OPEN', { token: deeplink ?? '' }).then(
      ({ result }) => {
        setBusy(false);
        void navigate(result.linkUrl, { replace: true });
      },
      (error: unknown) => {
        setBusy(false);
        refused(error, ErrorCode.INVALID_INVITE);
        void navigate(dropSecrets(search), { replace: true });
      },
    );
  }, [companyId, deeplink, navigate, search, session]);

  return busy;
}

/** Phones' browsers (neither the desktop app, a desktop browser nor the native app) join through a one-time link. */
export function needsExternalLink(): boolean {
  if (platform.kind !== 'web' || inNativeApp()) return false;
  const narrow = window.matchMedia?.('(max-width: 767px)').matches ?? false;
  return /Android|iPhone|iPad|iPod|Mobile/i.test(window.navigator.userAgent) || narrow;
}

/**
 * Requests the one-time external link for this join (service-area 2.3) and opens it: the join
 * continues on the page it leads to, with joinType=NOW and the same parameters.
 */
export async function joinThroughExternalLink(input: { companyCode: string; params: Record<string, string> }): Promise<void> {
  const query = new URLSearchParams({ joinType: 'NOW', ...input.params });
  const linkUrl = `${window.location.pathname}?${query.toString()}`;
  const deviceType: CommandInput<'deeplink.MAKE'>['deviceType'] = /iPhone|iPad|iPod/i.test(window.navigator.userAgent) ? 'IOS' : '';
  try {
    const { result } = await api.send('deeplink.MAKE', { companyCode: input.companyCode, linkUrl, deviceType });
    window.location.assign(result.url);
  } catch (error) {
    refused(error, ErrorCode.INVALID_INVITE);
  }
}
