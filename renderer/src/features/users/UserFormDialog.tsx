import { useEffect } from 'react';
import { Button, Field, makeStyles, tokens } from '@fluentui/react-components';
import { MANAGED_USER_TYPES, type User, UserType, validateUserId } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { handleApiError, notify } from '../../ui/feedback';
import { FormDialog, RadioField, SelectField, TextField, useSchemaForm } from '../../ui/form';
import { groupOptions } from './groupTree';
import { useSaveUser } from './mutations';
import { useGroups } from './queries';
import { userFormDefaults, userFormSchema } from './userFormSchema';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  idRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  grow: { flexGrow: 1 },
  checkButton: { marginTop: tokens.spacingVerticalXXL },
});

const digits = (typed: string) => typed.replace(/[^\d+]/g, '');

export interface UserFormDialogProps {
  /** Modify this user; without it the form registers a new one. */
  user?: User;
  /** Preselected group for a new user (tree mode "register user"). */
  groupIdx?: number;
  onClose(saved?: User): void;
}

/** Register or modify a user with every rule of manage-area 5 and the mandatory id check. */
export function UserFormDialog({ user, groupIdx, onClose }: UserFormDialogProps) {
  const { t } = useTranslation('users');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const policy = useSession((s) => s.config?.passwordPolicy ?? 'simple');
  const groups = useGroups();
  const save = useSaveUser();
  const modify = user !== undefined;
  const form = useSchemaForm(userFormSchema(modify, policy), userFormDefaults(user, groupIdx));
  const [userId, idCheck, userTypeCd] = form.watch(['userId', 'idCheck', 'userTypeCd']);
  const student = Number(userTypeCd) === UserType.STUDENT;
  // A changed ID needs a new duplicate check.
  useEffect(() => form.setValue('idCheck', 'none'), [form, userId]);

  const checkId = async () => {
    const issue = validateUserId(userId);
    if (issue) return form.setError('userId', { message: issue.message });
    try {
      const { result } = await api.send('user.EXIST_USER_ID', { userId });
      form.setValue('idCheck', result.exists ? 'taken' : 'available');
      if (result.exists) form.setError('userId', { message: 'users:form.idTaken' });
      else form.clearErrors('userId');
    } catch (error) {
      handleApiError(error);
    }
  };

  const typeFixed = modify && !(MANAGED_USER_TYPES as readonly number[]).includes(user.userTypeCd);
  return (
    <FormDialog
      form={form}
      title={modify ? t('form.modifyTitle') : t('form.registerTitle')}
      submitLabel={t('form.save')}
      testId="user-form"
      surfaceClassName={styles.surface}
      onClose={onClose}
      onSubmit={async (values) => {
        const saved = await save.mutateAsync({
          ...(modify ? { userIdx: user.userIdx } : { userId: values.userId, password: values.password }),
          userName: values.userName,
          userTypeCd: Number(values.userTypeCd),
          email: values.email,
          phone: values.phone,
          phone2: student ? values.phone2 : '',
          groupIdx: Number(values.groupIdx),
        });
        notify.success(t('form.saved'));
        onClose(saved);
      }}
    >
      <div className={styles.idRow}>
        <TextField
          name="userId"
          label={t('field.userId')}
          required={!modify}
          className={styles.grow}
          input={{ disabled: modify }}
          testId="user-form-userId"
        />
        {!modify && (
          <Button onClick={() => void checkId()} className={styles.checkButton} data-testid="user-form-check-id">
            {t('form.checkId')}
          </Button>
        )}
      </div>
      {idCheck === 'available' && <span data-testid="user-form-id-available">{t('form.idAvailable')}</span>}
      {!modify && (
        <TextField name="password" label={t('field.password')} required input={{ type: 'password' }} testId="user-form-password" />
      )}
      {!modify && (
        <TextField
          name="passwordConfirm"
          label={t('field.passwordConfirm')}
          required
          input={{ type: 'password' }}
          testId="user-form-passwordConfirm"
        />
      )}
      <TextField name="userName" label={t('field.userName')} required input={{ maxLength: 20 }} testId="user-form-userName" />
      {typeFixed ? (
        <Field label={t('field.userType')} required>
          <span>{tc(`userType.${user.userTypeCd}`)}</span>
        </Field>
      ) : (
        <RadioField
          name="userTypeCd"
          label={t('field.userType')}
          required
          testId="user-form-type"
          options={MANAGED_USER_TYPES.map((type) => ({
            value: String(type),
            label: tc(`userType.${type}`),
            testId: `user-form-type-${type}`,
          }))}
        />
      )}
      <TextField name="email" label={t('field.email')} input={{ type: 'email' }} testId="user-form-email" />
      <TextField name="phone" label={t('field.phone')} required parse={digits} input={{ maxLength: 16 }} testId="user-form-phone" />
      {student && <TextField name="phone2" label={t('field.phone2')} parse={digits} input={{ maxLength: 16 }} testId="user-form-phone2" />}
      <SelectField
        name="groupIdx"
        label={t('field.group')}
        testId="user-form-group"
        options={[{ value: '0', label: t('group.none') }, ...groupOptions(groups.data)]}
      />
    </FormDialog>
  );
}
