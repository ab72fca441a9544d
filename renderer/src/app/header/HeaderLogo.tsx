import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { useBranding, BrandingImage } from '../../features/branding';
import { BrandWordmark } from '../../ui/BrandWordmark';

const useStyles = makeStyles({
  link: { display: 'inline-flex', alignItems: 'center', color: tokens.colorNeutralForeground1, textDecorationLine: 'none', minWidth: 0 },
  logo: { maxHeight: '32px', maxWidth: '180px', objectFit: 'contain' },
});

/** The company's SERVICE_LOGO when it has one, else the product mark. */
export function HeaderLogo({ companyId, to }: { companyId: string; to: string }) {
  const styles = useStyles();
  const branding = useBranding(companyId);
  const hasLogo = branding.data?.images.includes('SERVICE_LOGO') ?? false;
  return (
    <Link to={to} className={styles.link} data-testid="header-logo">
      {hasLogo ? (
        <BrandingImage companyId={companyId} kind="SERVICE_LOGO" className={styles.logo} alt={branding.data?.title ?? ''} />
      ) : (
        <BrandWordmark />
      )}
    </Link>
  );
}
