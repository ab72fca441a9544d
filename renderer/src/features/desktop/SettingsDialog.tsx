import { useCallback } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings } from '../../platform';
import { AboutSection } from './AboutSection';
import { ClientPathSection } from './ClientPathSection';
import { ServerSettingsSection } from './ServerSettingsSection';
import { SignInStorageSection } from './SignInStorageSection';
import { UpdateSettingsSection } from './UpdateSettingsSection';
import { useAsyncValue } from './useAsyncValue';

const useStyles = makeStyles({
  surface: { maxWidth: '640px', width: '100%' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * Desktop settings: server, updates, class client, sign-in storage, about. Everything is read
 * from and written to main (platform.desktopSettings), which applies the lab policy.
 */
export function SettingsDialog({ settings, onClose }: { settings: DesktopSettings; onClose(): void }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const [view, setView] = useAsyncValue(useCallback(() => settings.read(), [settings]));

  return (
    <Dialog open onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="settings-dialog">
        <DialogBody>
          <DialogTitle
            action={
              <Button
                appearance="subtle"
                aria-label={t('settings.close')}
                icon={<DismissRegular />}
                onClick={onClose}
                data-testid="settings-dismiss"
              />
            }
          >
            {t('settings.title')}
          </DialogTitle>
          <DialogContent className={styles.content}>
            {view.status === 'loading' ? <Spinner label={t('settings.loading')} /> : null}
            {view.status === 'failed' ? (
              <MessageBar intent="error" data-testid="settings-load-failed">
                <MessageBarBody>{t('settings.loadFailed')}</MessageBarBody>
              </MessageBar>
            ) : null}
            {view.status === 'ready' ? (
              <>
                <ServerSettingsSection settings={settings} view={view.value} />
                <UpdateSettingsSection
                  settings={settings}
                  view={view.value}
                  onChannelChanged={(channel) => setView({ ...view.value, updateChannel: channel })}
                />
                <ClientPathSection
                  settings={settings}
                  view={view.value}
                  onChanged={(clientPath) => setView({ ...view.value, clientPath })}
                />
              </>
            ) : null}
            <SignInStorageSection settings={settings} />
            <AboutSection settings={settings} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose} data-testid="settings-close">
              {t('settings.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
