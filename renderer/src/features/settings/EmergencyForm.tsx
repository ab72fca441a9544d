import { MessageBar, MessageBarBody, Switch } from '@fluentui/react-components';
import type { CompanySettings } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

/** SYSTEM_EMERGENCY_MODE: only the room tab stays usable in the service area while it is on. */
export function EmergencyForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const { draft, setDraft, dirty, reset } = useDraft(settings.emergencyMode);
  const { save, pending, confirmDialog } = useSettingsSave('emergency');
  return (
    <SettingsCard
      group="emergency"
      dirty={dirty}
      pending={pending}
      onReset={reset}
      onSave={() => void save({ emergencyMode: draft }, ['emergencyMode'])}
    >
      {settings.emergencyMode && (
        <MessageBar intent="warning" data-testid="settings-emergency-on">
          <MessageBarBody>{t('emergency.on')}</MessageBarBody>
        </MessageBar>
      )}
      <Switch
        checked={draft}
        label={t('emergency.label')}
        onChange={(_e, d) => setDraft(d.checked)}
        data-testid="settings-emergency-switch"
      />
      {confirmDialog}
    </SettingsCard>
  );
}
