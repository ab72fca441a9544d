import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ErrorCode, validatePassword, validatePasswordConfirm } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api';
import { useSession } from '../../api/session';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { useModifyPassword } from './mutations';

const useStyles = makeStyles({ content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

export interface PasswordDialogProps {
  userIdx: number;
  /** Changing one's own password asks for the current one. */
  self: boolean;
  onClose(): void;
}

/** Change password (three fields for oneself, two for an operator's reset) under the company policy. */
export function PasswordDialog({ userIdx, self, onClose }: PasswordDialogProps) {
  const { t } = useTranslation('users');
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const policy = useSession((s) => s.config?.passwordPolicy ?? 'simple');
  const modify = useModifyPassword();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const [capsLock, setCapsLock] = useState(false);
  const complete = (!self || values.oldPassword !== '') && values.newPassword !== '' && values.confirm !== '';

  const submit = async () => {
    const newIssue = validatePassword(values.newPassword, policy);
    const confirmIssue = validatePasswordConfirm(values.newPassword, values.confirm);
    const next = {
      oldPassword: self && values.oldPassword === '' ? tv('required') : undefined,
      newPassword: newIssue ? tv(newIssue.key) : undefined,
      confirm: confirmIssue ? tv(confirmIssue.key) : undefined,
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      await modify.mutateAsync({ userIdx, newPassword: values.newPassword, ...(self ? { oldPassword: values.oldPassword } : {}) });
      notify.success(t('password.changed'));
      onClose();
    } catch (error) {
      if (isApiError(error) && (error.code === ErrorCode.PASSWORD_MISMATCH || error.code === ErrorCode.PASSWORD_MISMATCH_2)) {
        setErrors({ oldPassword: t('password.mismatch') });
      } else if (!fieldErrorsCover(error, ['oldPassword', 'newPassword'])) handleApiError(error);
    }
  };

  const input = (name: keyof typeof values, label: string) => {
    // The confirmation never travels; the other two are user.MODIFY_PWD's inputs of the same name.
    const message = errors[name] ?? (name === 'confirm' ? undefined : fieldErrorFor(modify.error, name));
    return (
      <Field label={label} required validationMessage={message} validationState={message ? 'error' : 'none'}>
        <Input
          type="password"
          value={values[name]}
          maxLength={20}
          onChange={(_e, d) => setValues((v) => ({ ...v, [name]: d.value }))}
          onKeyUp={(e) => setCapsLock(e.getModifierState('CapsLock'))}
          data-testid={`password-${name}`}
        />
      </Field>
    );
  };

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface data-testid="password-dialog">
        <DialogBody>
          <DialogTitle>{t('password.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            {self && input('oldPassword', t('password.old'))}
            {input('newPassword', t('password.new'))}
            {input('confirm', t('password.confirm'))}
            <span>{t(`password.rule.${policy}`)}</span>
            {capsLock && <span data-testid="password-capslock">{t('password.capsLock')}</span>}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{tc('actions.cancel')}</Button>
            <Button appearance="primary" disabled={!complete || modify.isPending} onClick={() => void submit()} data-testid="password-save">
              {t('password.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
