import { useCallback } from 'react';
import { MessageBar, MessageBarBody, Spinner, Text } from '@fluentui/react-components';
import { KeyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings } from '../../platform';
import { SettingsSection } from './SettingsSection';
import { useAsyncValue } from './useAsyncValue';

/** Where main keeps the sign-in tokens (main/src/tokens) and the notice when it is not the OS keychain. */
export function SignInStorageSection({ settings }: { settings: DesktopSettings }) {
  const { t } = useTranslation('desktop');
  const [storage] = useAsyncValue(useCallback(() => settings.tokenStorage(), [settings]));
  return (
    <SettingsSection title={t('settings.storage.title')} icon={<KeyRegular aria-hidden />} testId="settings-storage">
      {storage.status === 'loading' ? <Spinner size="tiny" /> : null}
      {storage.status === 'failed' ? <Text data-testid="settings-storage-backend">{t('settings.storage.unknown')}</Text> : null}
      {storage.status === 'ready' ? (
        <>
          <Text data-testid="settings-storage-backend" data-backend={storage.value.backend}>
            {t('settings.storage.label', { backend: t(`settings.storage.backend.${storage.value.backend}`) })}
          </Text>
          {storage.value.notice ? (
            <MessageBar intent="warning" data-testid="settings-storage-notice" data-notice={storage.value.notice}>
              <MessageBarBody>{t(`secretStorage.${storage.value.notice}`)}</MessageBarBody>
            </MessageBar>
          ) : storage.value.backend === 'keychain' ? (
            <Text size={200}>{t('settings.storage.protected')}</Text>
          ) : null}
        </>
      ) : null}
    </SettingsSection>
  );
}
