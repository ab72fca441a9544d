import { makeStyles, MessageBar, MessageBarBody, Spinner, Title2, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { useSession } from '../../api/session';
import { ErrorPage } from '../errors';
import { canManageSettings } from './access';
import { BrandingFilesCard } from './BrandingFilesCard';
import { InstallersCard } from './InstallersCard';
import { EmergencyForm } from './EmergencyForm';
import { FunctionsForm } from './FunctionsForm';
import { HelpBrandingForm } from './HelpBrandingForm';
import { PermissionMatrix } from './PermissionMatrix';
import { useCompanySettings } from './queries';
import { RetentionForm } from './RetentionForm';
import { SettingsHistory } from './SettingsHistory';
import { SignInForm } from './SignInForm';

const useStyles = makeStyles({
  root: { padding: tokens.spacingVerticalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
});

/**
 * /{companyId}/manage/setting: the company configuration for operators, one form per group, each
 * saved on its own after a confirmation (other users' sessions reload their configuration), and the
 * change history below.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const { companyId = '' } = useParams();
  const userTypeCd = useSession((state) => state.user?.userTypeCd);
  const allowed = canManageSettings(userTypeCd);
  const view = useCompanySettings(allowed);
  if (!allowed) return <ErrorPage variant="notFound" />;
  if (view.isError) return <ErrorPage variant="system" code={isApiError(view.error) ? view.error.code : undefined} />;
  if (!view.data) return <Spinner label={t('loading')} />;
  const { settings, configVersion } = view.data;
  // Each form starts from the saved values again after any change (a new version).
  const key = String(configVersion);
  return (
    <div className={styles.root} data-testid="settings-page">
      <Title2 as="h1">{t('title')}</Title2>
      <MessageBar intent="info">
        <MessageBarBody>{t('intro')}</MessageBarBody>
      </MessageBar>
      <EmergencyForm key={`emergency-${key}`} settings={settings} />
      <FunctionsForm key={`functions-${key}`} settings={settings} />
      <PermissionMatrix key={`permissions-${key}`} settings={settings} />
      <SignInForm key={`signin-${key}`} settings={settings} />
      <HelpBrandingForm key={`branding-${key}`} view={view.data} />
      <BrandingFilesCard view={view.data} companyId={companyId} />
      <InstallersCard view={view.data} companyId={companyId} />
      <RetentionForm key={`retention-${key}`} settings={settings} />
      <SettingsHistory />
    </div>
  );
}
