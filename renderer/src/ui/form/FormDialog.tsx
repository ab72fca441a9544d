import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from './SchemaForm';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export interface FormDialogProps<Values extends FieldValues, Output> {
  form: UseFormReturn<Values, unknown, Output>;
  title: ReactNode;
  /** The primary button's text (default: common actions.confirm). */
  submitLabel?: ReactNode;
  /** Runs on valid input; throws the command's error when it fails (field errors then appear under their fields). */
  onSubmit(values: Output): Promise<void>;
  onClose(): void;
  /** e.g. `user-form`: the surface; `-save` / `-cancel` name the buttons unless given. */
  testId: string;
  submitTestId?: string;
  cancelTestId?: string;
  /** Besides the form's own busy state (an upload that runs outside the submit, a missing choice). */
  submitDisabled?: boolean;
  surfaceClassName?: string;
  /** A dialog that keeps its form while closed (the page shows it again as it was). */
  open?: boolean;
  children: ReactNode;
}

/**
 * The one form dialog: the Fluent Dialog shell, the fields as children, cancel and submit (disabled while
 * the submit runs, and the dialog stays open meanwhile), and errors the one way (SchemaForm).
 */
export function FormDialog<Values extends FieldValues, Output>({
  form,
  title,
  submitLabel,
  onSubmit,
  onClose,
  testId,
  submitTestId = `${testId}-save`,
  cancelTestId = `${testId}-cancel`,
  submitDisabled = false,
  surfaceClassName,
  open = true,
  children,
}: FormDialogProps<Values, Output>) {
  const styles = useStyles();
  const { t } = useTranslation('common');
  const busy = form.formState.isSubmitting;
  return (
    <Dialog open={open} onOpenChange={(_e, data) => (data.open || busy ? undefined : onClose())}>
      <DialogSurface className={surfaceClassName} data-testid={testId}>
        <SchemaForm form={form} onSubmit={onSubmit}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>{children}</DialogContent>
            <DialogActions>
              <Button type="button" disabled={busy} onClick={onClose} data-testid={cancelTestId}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" appearance="primary" disabled={busy || submitDisabled} data-testid={submitTestId}>
                {submitLabel ?? t('actions.confirm')}
              </Button>
            </DialogActions>
          </DialogBody>
        </SchemaForm>
      </DialogSurface>
    </Dialog>
  );
}
