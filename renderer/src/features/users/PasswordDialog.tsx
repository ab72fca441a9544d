import { useState } from 'react';
import { ErrorCode, passwordSchema, type PasswordPolicyName, validatePasswordConfirm } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../api';
import { useSession } from '../../api/session';
import { notify } from '../../ui/feedback';
import { FormDialog, TextField, useSchemaForm } from '../../ui/form';
import { useModifyPassword } from './mutations';

function passwordFormSchema(self: boolean, policy: PasswordPolicyName) {
  return z.object({ oldPassword: z.string(), newPassword: passwordSchema(policy), confirm: z.string() }).superRefine((form, ctx) => {
    if (self && form.oldPassword === '') ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: 'validation:required' });
    const confirm = validatePasswordConfirm(form.newPassword, form.confirm);
    if (confirm) ctx.addIssue({ code: 'custom', path: ['confirm'], message: confirm.message });
  });
}

export interface PasswordDialogProps {
  userIdx: number;
  /** Changing one's own password asks for the current one. */
  self: boolean;
  onClose(): void;
}

/** Change password (three fields for oneself, two for an operator's reset) under the company policy. */
export function PasswordDialog({ userIdx, self, onClose }: PasswordDialogProps) {
  const { t } = useTranslation('users');
  const policy = useSession((s) => s.config?.passwordPolicy ?? 'simple');
  const modify = useModifyPassword();
  const form = useSchemaForm(passwordFormSchema(self, policy), { oldPassword: '', newPassword: '', confirm: '' });
  const [capsLock, setCapsLock] = useState(false);
  const [oldPassword, newPassword, confirm] = form.watch(['oldPassword', 'newPassword', 'confirm']);
  const complete = (!self || oldPassword !== '') && newPassword !== '' && confirm !== '';
  // The confirmation never travels; the other two are user.MODIFY_PWD's inputs of the same name.
  const input = (name: 'oldPassword' | 'newPassword' | 'confirm', label: string) => (
    <TextField
      name={name}
      label={label}
      required
      input={{ type: 'password', maxLength: 20, onKeyUp: (e) => setCapsLock(e.getModifierState('CapsLock')) }}
      testId={`password-${name}`}
    />
  );

  return (
    <FormDialog
      form={form}
      title={t('password.title')}
      submitLabel={t('password.save')}
      testId="password-dialog"
      submitTestId="password-save"
      submitDisabled={!complete}
      onClose={onClose}
      onSubmit={async (values) => {
        try {
          await modify.mutateAsync({ userIdx, newPassword: values.newPassword, ...(self ? { oldPassword: values.oldPassword } : {}) });
        } catch (error) {
          const mismatch =
            isApiError(error) && (error.code === ErrorCode.PASSWORD_MISMATCH || error.code === ErrorCode.PASSWORD_MISMATCH_2);
          if (!mismatch) throw error;
          return form.setError('oldPassword', { message: 'users:password.mismatch' });
        }
        notify.success(t('password.changed'));
        onClose();
      }}
    >
      {self && input('oldPassword', t('password.old'))}
      {input('newPassword', t('password.new'))}
      {input('confirm', t('password.confirm'))}
      <span>{t(`password.rule.${policy}`)}</span>
      {capsLock && <span data-testid="password-capslock">{t('password.capsLock')}</span>}
    </FormDialog>
  );
}
