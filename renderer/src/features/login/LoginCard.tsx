import type { ReactNode } from 'react';
import { Caption1, Title3, makeStyles, tokens } from '@fluentui/react-components';
import type { BrandingText } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { BrandWordmark } from '../../ui/BrandWordmark';
import { BrandingImage } from '../branding';

/**
 * Fluent's filled Card as the login card draws it (a plain group: not selectable, not focusable), in
 * the page's own styles: Card's variants (selection, orientation, focus) stay off the login page's
 * budget (tests/bench/README.md). The ::after line shows in high-contrast mode, as Card's does.
 */
const useStyles = makeStyles({
  card: {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    width: 'min(420px, 100%)',
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}`,
    gap: tokens.spacingVerticalL,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
    borderRadius: tokens.borderRadiusXLarge,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusXLarge,
    },
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
    <div role="group" className={styles.card} data-testid="login-card">
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
    </div>
  );
}
