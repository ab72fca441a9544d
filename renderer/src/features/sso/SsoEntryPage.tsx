import { useEffect, useRef } from 'react';
import { Spinner } from '@fluentui/react-components';
import { ErrorCode, SsoResult, type SsoEntry } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api, isApiError } from '../../api';
import { paths } from '../../app/router/paths';
import { adoptLogin } from './handover';
import { rememberStartedState, takeStartedState } from './startedStates';

const COMMAND = { gne: 'login.SIGN_IN_GNE', dachaeum: 'login.SIGN_IN_DACHAEUM', oauth: 'login.SIGN_IN_OAUTH' } as const;

/** A sign-in whose answer was already sent: strict mode and reloads must not spend a state twice. */
const sent = new Set<string>();

/**
 * /sso/gne and /sso/dachaeum, and the OAuth login page (service-area 2.6: /{companyId}/oauth?
 * accountOwnerTypeCd=2 for Google, 3 for Apple, which the provider sends back to /oauth): without a provider answer it asks the server where to sign in and
 * goes there; with one (code and state, or error) the server finishes the sign-in and the user
 * lands on their company's main page, or on the return page with the refusal's code.
 */
export function SsoEntryPage({ entry }: { entry: SsoEntry | 'oauth' }) {
  const { t } = useTranslation('sso');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { companyId } = useParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = search.get('code') ?? undefined;
    const state = search.get('state') ?? undefined;
    const error = search.get('error') ?? undefined;
    const finishing = code !== undefined || state !== undefined || error !== undefined;
    const key = `${entry}|${state ?? ''}`;
    if (finishing && sent.has(key)) return;
    if (finishing) sent.add(key);
    const failed = (err: unknown) => {
      const errorCode = isApiError(err) ? err.code : ErrorCode.SSO_FAILED;
      const query = new URLSearchParams({ result: SsoResult.ERROR, errorCode, provider: entry });
      void navigate(`/sso/return?${query.toString()}`, { replace: true });
    };
    // Only a sign-in this tab started is finished here (its state was noted before leaving).
    if (finishing && state !== undefined && !takeStartedState(state)) return failed(null);
    const input = finishing
      ? { code, state, iss: search.get('iss') ?? undefined, error }
      : entry === 'oauth'
        ? { companyId, accountOwnerTypeCd: Number(search.get('accountOwnerTypeCd') ?? Number.NaN) }
        : { companyId: search.get('companyId') ?? undefined };
    api.send(COMMAND[entry], input).then(({ result }) => {
      if (result.login) {
        adoptLogin(result.login);
        void navigate(paths.serviceMain(result.login.company.companyId), { replace: true });
      } else if (result.authorizeUrl) {
        rememberStartedState(result.authorizeUrl);
        window.location.assign(result.authorizeUrl);
      } else {
        failed(null);
      }
    }, failed);
  }, [companyId, entry, navigate, search]);

  return <Spinner label={t('signingIn')} data-testid="sso-entry" />;
}
