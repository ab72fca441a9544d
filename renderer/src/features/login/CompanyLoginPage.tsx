import { useEffect, useMemo, useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCode, LoginDisplay } from '@boda/contract';
import { readCompanyConfig } from '@boda/contract/config';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import { BrandingImage } from '../branding';
import { SettingsButton } from '../desktop';
import { ErrorPage } from '../errors';
import { showErrorPopup, errorText, handleApiError } from '../../ui/feedback';
import { LoginCard } from './LoginCard';
import { LoginModeContent } from './LoginModeContent';
import { OauthButtons } from './OauthButtons';
import { browserUserAgent, selectLoginMode, type LoginMode } from './loginMode';
import { useLoginInfo } from './queries';
import { useLinkTokens } from './linkTokens';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  page: {
    position: 'relative',
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: tokens.spacingHorizontalL,
    boxSizing: 'border-box',
    overflow: 'hidden',
    backgroundImage: `linear-gradient(135deg, ${tokens.colorBrandBackground} 0%, ${tokens.colorBrandBackgroundPressed} 100%)`,
  },
  background: { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', zIndex: 0 },
  top: {
    position: 'absolute',
    top: tokens.spacingVerticalM,
    right: tokens.spacingHorizontalM,
    zIndex: 2,
    display: 'flex',
    gap: tokens.spacingHorizontalS,
  },
  content: { position: 'relative', zIndex: 1, width: '100%', display: 'flex', justifyContent: 'center' },
});

/** /{companyId}: the company home and login page (service-area 2.3). */
export function CompanyLoginPage() {
  const { companyId = '' } = useParams();
  const { i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const info = useLoginInfo(companyId, i18n.language);
  const signedInHere = useSession((state) => state.token !== null && (state.company?.companyId ?? state.token.companyId) === companyId);
  const [override, setOverride] = useState<LoginMode | null>(null);
  // A link's one-time token (brk, p, dl) is used before the page offers anything else.
  const linkBusy = useLinkTokens(companyId);

  const config = useMemo(() => (info.data ? readCompanyConfig(info.data.cfg) : undefined), [info.data]);
  const selected = selectLoginMode({
    loading: info.isPending,
    emergency: config?.emergencyMode ?? false,
    configured: config?.loginDisplay,
    userAgent: browserUserAgent(),
  });
  const forcedLogin = selected === 'login' && (config?.emergencyMode ?? false);
  // A join link (joinType=NOW, e.g. a one-time external link's target) joins through easy join.
  const [search] = useSearchParams();
  const joinNow = search.get('joinType') === 'NOW' && !forcedLogin && selected !== 'loading';
  const mode = joinNow ? LoginDisplay.EASY : override && !forcedLogin && selected !== 'loading' ? override : selected;

  const { error } = info;
  useEffect(() => {
    if (!error) return;
    if (isApiError(error) && error.code === ErrorCode.COMPANY_NOT_FOUND) {
      showErrorPopup({
        type: 'WARNING',
        code: error.code,
        message: errorText(error.code) ?? undefined,
        onConfirm: () => void navigate(paths.landing(), { replace: true }),
      });
    } else {
      handleApiError(error);
    }
  }, [error, navigate]);

  if (signedInHere) return <Navigate to={paths.serviceMain(companyId)} replace />;
  if (error && !(isApiError(error) && error.code === ErrorCode.COMPANY_NOT_FOUND)) {
    return <ErrorPage variant="system" code={isApiError(error) ? error.code : undefined} />;
  }

  const branding = info.data?.branding;
  return (
    <div className={styles.page} data-testid="login-page">
      {branding?.images.includes('LOGIN_BG') ? (
        <BrandingImage companyId={companyId} kind="LOGIN_BG" className={styles.background} alt="" testId="login-bg" />
      ) : null}
      <div className={styles.top}>
        <SettingsButton appearance="secondary" />
        <LanguageSwitch appearance="secondary" />
      </div>
      <div className={styles.content}>
        <LoginCard companyId={companyId} companyName={info.data?.company.companyName} branding={branding}>
          <LoginModeContent
            companyId={companyId}
            mode={linkBusy ? 'loading' : mode}
            selected={selected}
            config={config}
            onSwitch={setOverride}
          />
          {mode === 'loading' || linkBusy ? null : <OauthButtons companyId={companyId} providers={info.data?.oauthProviders} />}
        </LoginCard>
      </div>
    </div>
  );
}
