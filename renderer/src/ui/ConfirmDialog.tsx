import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  message: string;
  confirmLabel?: string;
  /** Shows the confirm button as a destructive action. */
  danger?: boolean;
}

export interface ConfirmDialogProps {
  request: ConfirmRequest | null;
  onAnswer(confirmed: boolean): void;
  testId?: string;
}

/** A yes/no question before a change (status changes, removals, resets). */
export function ConfirmDialog({ request, onAnswer, testId = 'confirm-dialog' }: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog open={request !== null} onOpenChange={(_e, data) => (data.open ? undefined : onAnswer(false))}>
      <DialogSurface data-testid={testId}>
        <DialogBody>
          <DialogTitle>{request?.title}</DialogTitle>
          <DialogContent data-testid={`${testId}-message`}>{request?.message}</DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={() => onAnswer(false)} data-testid={`${testId}-cancel`}>
              {t('actions.cancel')}
            </Button>
            <Button appearance="primary" onClick={() => onAnswer(true)} data-testid={`${testId}-confirm`}>
              {request?.confirmLabel ?? t('actions.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
