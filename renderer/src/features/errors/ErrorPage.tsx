import { Button, Link, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ErrorCircleRegular, SearchInfoRegular } from '@fluentui/react-icons';
import { PageErrorCode } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../api/session';
import { SettingsButton } from '../desktop';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    maxWidth: '560px',
    margin: '0 auto',
  },
  icon: { fontSize: '64px', color: tokens.colorBrandForeground1 },
  address: {
    fontFamily: tokens.fontFamilyMonospace,
    backgroundColor: tokens.colorNeutralBackground3,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    wordBreak: 'break-all',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

export interface ErrorPageProps {
  variant: 'notFound' | 'system';
  /** System variant: an internal page code (WE_5001...) or an API error code; '-' when absent. */
  code?: string;
}

const FALLBACK_HELP = paths.helpFaq();

/** The error page (foundation.md 2): unknown address, or system error with its code. */
export function ErrorPage({ variant, code }: ErrorPageProps) {
  const { t } = useTranslation('errors');
  const styles = useStyles();
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { companyId } = useParams();
  const helpSite = useSession((state) => state.config?.helpSite) || FALLBACK_HELP;
  const home = paths.companyHomeOrLanding(companyId);
  const shownCode = code ?? search.get('code') ?? PageErrorCode.NO_ERROR_CODE;
  const address = `${window.location.origin}${location.pathname}${location.search}`;
  const external = /^https?:\/\//.test(helpSite);
  const pageText = t(`page.codes.${shownCode}`, { defaultValue: '' });

  return (
    <section className={styles.root} data-testid="error-page" data-variant={variant}>
      {variant === 'notFound' ? <SearchInfoRegular className={styles.icon} /> : <ErrorCircleRegular className={styles.icon} />}
      <Title2 as="h1">{variant === 'notFound' ? t('page.notFoundTitle') : t('page.systemTitle')}</Title2>
      {variant === 'notFound' ? (
        <>
          <Text>{t('page.notFoundText')}</Text>
          <Text className={styles.address} data-testid="error-page-address">
            {address}
          </Text>
        </>
      ) : (
        <>
          <Text>{pageText || t('page.systemText')}</Text>
          <Text data-testid="error-page-code">
            {t('page.codeLabel', { code: shownCode === PageErrorCode.NO_ERROR_CODE ? '-' : shownCode })}
          </Text>
        </>
      )}
      <div className={styles.actions}>
        <Button appearance="primary" data-testid="error-page-home" onClick={() => void navigate(home)}>
          {t('page.goHome')}
        </Button>
        <Link href={helpSite} target={external ? '_blank' : undefined} rel="noreferrer" data-testid="error-page-help">
          {t('page.help')}
        </Link>
        {/* Desktop: a wrong server address shows up here first; it can be fixed without signing in. */}
        <SettingsButton appearance="secondary" labelled />
      </div>
    </section>
  );
}
