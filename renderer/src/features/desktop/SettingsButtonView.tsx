import { Button, Tooltip } from '@fluentui/react-components';
import { SettingsRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { openDesktopSettings } from './settingsDialogStore';

export interface SettingsButtonProps {
  appearance?: 'subtle' | 'secondary' | 'transparent';
  /** With its label (error page) instead of an icon with a tooltip (top bars). */
  labelled?: boolean;
}

/** The desktop settings button itself (SettingsButton loads it on the desktop only). */
export function SettingsButtonView({ appearance = 'subtle', labelled = false }: SettingsButtonProps) {
  const { t } = useTranslation('desktop');
  if (labelled) {
    return (
      <Button appearance={appearance} icon={<SettingsRegular />} onClick={openDesktopSettings} data-testid="settings-open">
        {t('settings.open')}
      </Button>
    );
  }
  return (
    <Tooltip content={t('settings.open')} relationship="label">
      <Button appearance={appearance} icon={<SettingsRegular />} onClick={openDesktopSettings} data-testid="settings-open" />
    </Tooltip>
  );
}
