import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { confirmErrorPopup, useErrorPopupStore } from './errorPopupStore';

/** Renders the first queued popup; mounted once by the app providers. */
export function ErrorPopupHost() {
  const { t } = useTranslation('errors');
  const current = useErrorPopupStore((state) => state.queue[0]);
  if (!current) return null;
  const code = current.code ?? '-';
  const message = current.message ?? t('popup.defaultMessage', { code });
  return (
    <Dialog open modalType="alert">
      <DialogSurface data-testid="error-popup" data-type={current.type} data-code={current.code ?? ''}>
        <DialogBody>
          <DialogTitle>{current.type === 'WARNING' ? t('popup.warningTitle') : t('popup.errorTitle')}</DialogTitle>
          <DialogContent>
            <Text as="p" block data-testid="error-popup-message">
              {message}
            </Text>
            {current.message && current.code ? (
              <Text as="p" block size={200} data-testid="error-popup-code">
                {t('popup.code', { code: current.code })}
              </Text>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" data-testid="error-popup-confirm" onClick={confirmErrorPopup}>
              {t('popup.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
