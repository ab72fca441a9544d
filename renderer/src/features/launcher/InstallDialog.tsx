import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface InstallDialogProps {
  open: boolean;
  /** An installer is available for this OS (app.DOWNLOAD_CLIENT named a link before the dialog opened). */
  canInstall: boolean;
  /** The company allows the web classroom (WEB_CLIENT_SETTING web or both, or the server offered it to a guest). */
  canOpenInWeb: boolean;
  onInstall(): void;
  onJoinInstalled(): void;
  onOpenInWeb(): void;
  onClose(): void;
}

/**
 * Client not installed or agent not connected (service-area 4 "Join flow"): the web classroom first
 * when the school allows it, Install only when there is an installer, "join if installed" always;
 * with neither, it says why instead of offering a download that leads nowhere.
 */
export function InstallDialog({ open, canInstall, canOpenInWeb, onInstall, onJoinInstalled, onOpenInWeb, onClose }: InstallDialogProps) {
  const { t } = useTranslation('launcher');
  const body = canOpenInWeb ? 'install.bodyWeb' : canInstall ? 'install.body' : 'install.bodyUnavailable';
  return (
    <Dialog open={open} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="launcher-install-dialog" aria-describedby="launcher-install-body">
        <DialogBody>
          <DialogTitle>{t('install.title')}</DialogTitle>
          <DialogContent>
            <Text as="p" block id="launcher-install-body" data-testid="launcher-install-body">
              {t(body)}
            </Text>
          </DialogContent>
          <DialogActions fluid>
            {canOpenInWeb ? (
              <Button appearance="primary" onClick={onOpenInWeb} data-testid="launcher-open-web">
                {t('install.openInWeb')}
              </Button>
            ) : null}
            {canInstall ? (
              <Button appearance={canOpenInWeb ? 'secondary' : 'primary'} onClick={onInstall} data-testid="launcher-install">
                {t('install.install')}
              </Button>
            ) : null}
            <Button onClick={onJoinInstalled} data-testid="launcher-join-installed">
              {t('install.joinInstalled')}
            </Button>
            <Button appearance="subtle" onClick={onClose} data-testid="launcher-install-close">
              {t('install.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
