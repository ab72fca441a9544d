import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface InstallDialogProps {
  open: boolean;
  /** The visitor's OS has a class client download. */
  canInstall: boolean;
  /** WEB_CLIENT_SETTING allows web (AppType WEB or BOTH) and the caller can open the class in the browser. */
  canOpenInWeb: boolean;
  /**
   * The school allows the web classroom (app plus web) but this server has none configured, so the
   * choice cannot be offered; the dialog says so instead of leaving it silently out.
   */
  webNotConfigured: boolean;
  onInstall(): void;
  onJoinInstalled(): void;
  onOpenInWeb(): void;
  onClose(): void;
}

/** Client not installed or agent not connected (service-area 4 "Join flow"): install, join if installed, or the web. */
export function InstallDialog({
  open,
  canInstall,
  canOpenInWeb,
  webNotConfigured,
  onInstall,
  onJoinInstalled,
  onOpenInWeb,
  onClose,
}: InstallDialogProps) {
  const { t } = useTranslation('launcher');
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="launcher-install-dialog">
        <DialogBody>
          <DialogTitle>{t('install.title')}</DialogTitle>
          <DialogContent>
            <Text as="p" block>
              {t('install.body')}
            </Text>
            {webNotConfigured ? (
              <Text as="p" block size={200} data-testid="launcher-web-not-configured">
                {t('install.webNotConfigured')}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions fluid>
            {canInstall ? (
              <Button appearance="primary" onClick={onInstall} data-testid="launcher-install">
                {t('install.install')}
              </Button>
            ) : null}
            <Button onClick={onJoinInstalled} data-testid="launcher-join-installed">
              {t('install.joinInstalled')}
            </Button>
            {canOpenInWeb ? (
              <Button onClick={onOpenInWeb} data-testid="launcher-open-web">
                {t('install.openInWeb')}
              </Button>
            ) : null}
            <Button appearance="subtle" onClick={onClose} data-testid="launcher-install-close">
              {t('install.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
