import type { ReactNode } from 'react';
import { Caption1, Card, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { BrandingText } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { BrandWordmark } from '../../ui/BrandWordmark';
import { BrandingImage } from '../branding';

const useStyles = makeStyles({
  card: {
    width: 'min(420px, 100%)',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    gap: tokens.spacingVerticalL,
    boxShadow: tokens.shadow28,
    borderRadius: tokens.borderRadiusXLarge,
    '@media (max-width: 576px)': { padding: tokens.spacingVerticalL },
  },
  head: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: tokens.spacingVerticalS, textAlign: 'center' },
  logo: { maxHeight: '56px', maxWidth: '220px', objectFit: 'contain' },
});

export interface LoginCardProps {
  companyId: string;
  companyName: string | undefined;
  branding: BrandingText | undefined;
  children: ReactNode;
}

export function LoginCard({ companyId, companyName, branding, children }: LoginCardProps) {
  const { t } = useTranslation('login');
  const styles = useStyles();
  const hasLogo = branding?.images.includes('LOGIN_LOGO') ?? false;
  return (
    <Card className={styles.card} data-testid="login-card">
      <div className={styles.head}>
        {hasLogo ? (
          <BrandingImage companyId={companyId} kind="LOGIN_LOGO" className={styles.logo} alt={companyName ?? ''} testId="login-logo" />
        ) : (
          <BrandWordmark />
        )}
        <Title3 as="h1" data-testid="login-company-name">
          {companyName ?? t('title')}
        </Title3>
        <Caption1>{branding?.description || t('subtitle')}</Caption1>
      </div>
      {children}
    </Card>
  );
}
