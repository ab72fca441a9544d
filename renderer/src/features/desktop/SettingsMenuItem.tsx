import { MenuItem } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { platform } from '../../platform';
import { openDesktopSettings } from './settingsDialogStore';

/** 'Settings' in the header's user menu, in the desktop app only. */
export function SettingsMenuItem() {
  const { t } = useTranslation('desktop');
  if (!platform.desktopSettings) return null;
  return (
    <MenuItem icon={<SettingsRegular />} onClick={openDesktopSettings} data-testid="settings-open">
      {t('settings.open')}
    </MenuItem>
  );
}
