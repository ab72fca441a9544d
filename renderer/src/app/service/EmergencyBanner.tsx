import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useEmergencyMode } from '../../api/sessionHooks';

/** foundation.md 4: emergency (disaster) mode banner. */
export function EmergencyBanner() {
  const { t } = useTranslation('nav');
  const emergency = useEmergencyMode();
  if (!emergency) return null;
  return (
    <MessageBar intent="warning" layout="multiline" data-testid="emergency-banner">
      <MessageBarBody>
        <MessageBarTitle>{t('emergency.title')}</MessageBarTitle>
        {t('emergency.text')}
      </MessageBarBody>
    </MessageBar>
  );
}
