import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { LoginProvider } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginTop: tokens.spacingVerticalM },
});

const LABELS: Record<number, 'google' | 'apple'> = { [LoginProvider.GOOGLE]: 'google', [LoginProvider.APPLE]: 'apple' };

/** Sign-in with Google or Apple (service-area 2.6): one button for each provider the company configured. */
export function OauthButtons({ companyId, providers }: { companyId: string; providers: readonly number[] | undefined }) {
  const { t } = useTranslation('login');
  const styles = useStyles();
  const navigate = useNavigate();
  const shown = (providers ?? []).filter((cd) => LABELS[cd] !== undefined);
  if (shown.length === 0) return null;
  return (
    <div className={styles.root}>
      {shown.map((cd) => (
        <Button
          key={cd}
          data-testid={`oauth-${LABELS[cd]}`}
          onClick={() => void navigate(`/${encodeURIComponent(companyId)}/oauth?accountOwnerTypeCd=${cd}`)}
        >
          {t(`oauth.${LABELS[cd]}`)}
        </Button>
      ))}
    </div>
  );
}
