import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** Disables the confirm button while the confirmed action runs. */
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
  testId?: string;
}

/** The one yes/no question before a change (status changes, removals, closing a class, resets). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open ? undefined : onCancel())}>
      <DialogSurface data-testid={testId}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent data-testid={`${testId}-message`}>{message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
              {confirmLabel ?? t('actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
