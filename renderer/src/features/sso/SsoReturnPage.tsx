import { useEffect, useRef } from 'react';
import { Button, Spinner, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular } from '@fluentui/react-icons';
import { ErrorCode, SSO_ENTRIES, SsoResult } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/router/paths';
import { exchangeLinkToken, linkTokenOf } from './handover';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalM, textAlign: 'center' },
  icon: { fontSize: '48px', color: tokens.colorPaletteRedForeground1 },
});

const isEntry = (value: string | null): value is keyof typeof SSO_ENTRIES => value !== null && value in SSO_ENTRIES;

/**
 * /sso/return (service-area 2.5), driven by `result`: a login or sso request goes to the provider's
 * entry page, a completed login exchanges its one-time token (p) for the session, no auth and
 * logout go home with the result, and an error is headed by its reason with a way home: 'user information
 * not found' (the spec's screen) for an unknown account, the refusal's own words otherwise (an
 * institution whose sign-in is not set up must not read as a missing user).
 */
export function SsoReturnPage() {
  const { t } = useTranslation('sso');
  const styles = useStyles();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const result = search.get('result') ?? SsoResult.ERROR;
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || result === SsoResult.ERROR) return;
    handled.current = true;
    const provider = search.get('provider');
    const companyId = search.get('companyId');
    if (result === SsoResult.LOGIN_REQUEST || result === SsoResult.SSO_REQUEST) {
      const query = companyId ? `?${new URLSearchParams({ companyId }).toString()}` : '';
      void navigate(`/sso/${isEntry(provider) ? provider : 'gne'}${query}`, { replace: true });
    } else if (result === SsoResult.LOGIN_COMPLETE) {
      const token = linkTokenOf(search);
      // The token leaves the address bar before anything else happens.
      window.history.replaceState(window.history.state, '', window.location.pathname);
      if (!token) {
        void navigate(`/sso/return?result=${SsoResult.ERROR}`, { replace: true });
        return;
      }
      void exchangeLinkToken(token).then(({ login, errorCode }) =>
        navigate(
          login ? paths.serviceMain(login.company.companyId) : `/sso/return?result=${SsoResult.ERROR}&errorCode=${errorCode ?? ''}`,
          {
            replace: true,
          },
        ),
      );
    } else {
      // NO_AUTH, LOGOUT and anything unknown: back to the landing page with the result.
      const known = result === SsoResult.NO_AUTH || result === SsoResult.LOGOUT ? result : SsoResult.NO_AUTH;
      void navigate(`${paths.landing()}?result=${known}`, { replace: true });
    }
  }, [navigate, result, search]);

  if (result !== SsoResult.ERROR) return <Spinner label={t('signingIn')} data-testid="sso-return" />;
  const errorCode = search.get('errorCode');
  const errorMsg = search.get('errorMsg');
  const reason = errorCode ? t(`errors:${errorCode}`, { defaultValue: errorMsg ?? t('failed') }) : (errorMsg ?? t('failed'));
  const unknownUser = !errorCode || errorCode === ErrorCode.SSO_USER_NOT_FOUND;
  return (
    <section className={styles.root} data-testid="sso-error">
      <ErrorCircleRegular className={styles.icon} />
      <Title2 as="h1" data-testid="sso-error-title">
        {unknownUser ? t('userNotFound') : reason}
      </Title2>
      {errorCode ? null : <Text data-testid="sso-error-reason">{reason}</Text>}
      {errorCode ? <Text data-testid="sso-error-code">{t('code', { code: errorCode })}</Text> : null}
      <Button appearance="primary" onClick={() => void navigate(paths.landing(), { replace: true })} data-testid="sso-home">
        {t('home')}
      </Button>
    </section>
  );
}
