import { type ReactNode, useState } from 'react';
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
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import {
  MANAGED_USER_TYPES,
  type User,
  UserType,
  validateEmail,
  validateOptionalPhone,
  validatePassword,
  validatePasswordConfirm,
  validatePhone,
  validateUserId,
  validateUserName,
  validateUserNameModify,
  type ValidationIssue,
} from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { useSession } from '../../api/session';
import { fieldErrorFor, fieldErrorsCover } from '../../ui/fieldErrors';
import { handleApiError, notify } from '../../ui/feedback';
import { buildGroupTree, flattenGroupTree } from './groupTree';
import { useSaveUser } from './mutations';
import { useGroups } from './queries';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  idRow: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  grow: { flexGrow: 1 },
  checkButton: { marginTop: tokens.spacingVerticalXXL },
});

type IdCheck = 'none' | 'taken' | 'available';
type FieldName = 'userId' | 'password' | 'passwordConfirm' | 'userName' | 'phone' | 'email' | 'phone2';
/** The user.SAVE inputs this form shows; server details under them appear at their field. */
const SERVER_FIELDS: readonly string[] = ['userId', 'password', 'userName', 'phone', 'email', 'phone2', 'userTypeCd', 'groupIdx'];

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
  const { t: tv } = useTranslation('validation');
  const { t: tc } = useTranslation('common');
  const styles = useStyles();
  const policy = useSession((s) => s.config?.passwordPolicy ?? 'simple');
  const groups = useGroups();
  const save = useSaveUser();
  const modify = user !== undefined;
  const [form, setForm] = useState({
    userId: user?.userId ?? '',
    password: '',
    passwordConfirm: '',
    userName: user?.userName ?? '',
    userTypeCd: String(user?.userTypeCd ?? UserType.STUDENT),
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    phone2: user?.phone2 ?? '',
    groupIdx: String(user?.groupIdx ?? groupIdx ?? 0),
  });
  const [idCheck, setIdCheck] = useState<IdCheck>('none');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const student = Number(form.userTypeCd) === UserType.STUDENT;
  const set = (name: keyof typeof form, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    if (name === 'userId') setIdCheck('none');
  };
  const text = (issue: ValidationIssue | null) => (issue ? tv(issue.key) : undefined);

  const checkId = async () => {
    const issue = validateUserId(form.userId);
    if (issue) {
      setErrors((e) => ({ ...e, userId: text(issue) }));
      return;
    }
    try {
      const { result } = await api.send('user.EXIST_USER_ID', { userId: form.userId });
      setIdCheck(result.exists ? 'taken' : 'available');
      setErrors((e) => ({ ...e, userId: result.exists ? t('form.idTaken') : undefined }));
    } catch (error) {
      handleApiError(error);
    }
  };

  const validate = (): boolean => {
    const next: Partial<Record<FieldName, string>> = {
      userName: text(modify ? validateUserNameModify(form.userName) : validateUserName(form.userName)),
      phone: text(validatePhone(form.phone)),
      email: text(validateEmail(form.email)),
      phone2: student ? text(validateOptionalPhone(form.phone2)) : undefined,
    };
    if (!modify) {
      next.userId =
        text(validateUserId(form.userId)) ??
        (idCheck === 'none' ? t('form.idCheckRequired') : idCheck === 'taken' ? t('form.idTaken') : undefined);
      next.password = text(validatePassword(form.password, policy));
      next.passwordConfirm = text(validatePasswordConfirm(form.password, form.passwordConfirm));
    }
    setErrors(next);
    return Object.values(next).every((v) => v === undefined);
  };

  const submit = async () => {
    if (!validate()) return;
    try {
      const saved = await save.mutateAsync({
        ...(modify ? { userIdx: user.userIdx } : { userId: form.userId, password: form.password }),
        userName: form.userName,
        userTypeCd: Number(form.userTypeCd),
        email: form.email,
        phone: form.phone,
        phone2: student ? form.phone2 : '',
        groupIdx: Number(form.groupIdx),
      });
      notify.success(t('form.saved'));
      onClose(saved);
    } catch (error) {
      if (!fieldErrorsCover(error, SERVER_FIELDS)) handleApiError(error);
    }
  };

  const field = (name: FieldName, label: string, input: ReactNode, required = false) => {
    const message = errors[name] ?? fieldErrorFor(save.error, name);
    return (
      <Field label={label} required={required} validationMessage={message} validationState={message ? 'error' : 'none'}>
        {input}
      </Field>
    );
  };
  const typeFixed = modify && !(MANAGED_USER_TYPES as readonly number[]).includes(user.userTypeCd);

  return (
    <Dialog open onOpenChange={(_e, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} data-testid="user-form">
        <DialogBody>
          <DialogTitle>{modify ? t('form.modifyTitle') : t('form.registerTitle')}</DialogTitle>
          <DialogContent className={styles.content}>
            <div className={styles.idRow}>
              <div className={styles.grow}>
                {field(
                  'userId',
                  t('field.userId'),
                  <Input
                    value={form.userId}
                    disabled={modify}
                    onChange={(_e, d) => set('userId', d.value)}
                    data-testid="user-form-userId"
                  />,
                  !modify,
                )}
              </div>
              {!modify && (
                <Button onClick={() => void checkId()} className={styles.checkButton} data-testid="user-form-check-id">
                  {t('form.checkId')}
                </Button>
              )}
            </div>
            {idCheck === 'available' && <span data-testid="user-form-id-available">{t('form.idAvailable')}</span>}
            {!modify &&
              field(
                'password',
                t('field.password'),
                <Input
                  type="password"
                  value={form.password}
                  onChange={(_e, d) => set('password', d.value)}
                  data-testid="user-form-password"
                />,
                true,
              )}
            {!modify &&
              field(
                'passwordConfirm',
                t('field.passwordConfirm'),
                <Input
                  type="password"
                  value={form.passwordConfirm}
                  onChange={(_e, d) => set('passwordConfirm', d.value)}
                  data-testid="user-form-passwordConfirm"
                />,
                true,
              )}
            {field(
              'userName',
              t('field.userName'),
              <Input
                value={form.userName}
                maxLength={20}
                onChange={(_e, d) => set('userName', d.value)}
                data-testid="user-form-userName"
              />,
              true,
            )}
            <Field label={t('field.userType')} required validationMessage={fieldErrorFor(save.error, 'userTypeCd')}>
              {typeFixed ? (
                <span>{tc(`userType.${user.userTypeCd}`)}</span>
              ) : (
                <RadioGroup
                  layout="horizontal"
                  value={form.userTypeCd}
                  onChange={(_e, d) => set('userTypeCd', d.value)}
                  data-testid="user-form-type"
                >
                  {MANAGED_USER_TYPES.map((type) => (
                    <Radio key={type} value={String(type)} label={tc(`userType.${type}`)} data-testid={`user-form-type-${type}`} />
                  ))}
                </RadioGroup>
              )}
            </Field>
            {field(
              'email',
              t('field.email'),
              <Input type="email" value={form.email} onChange={(_e, d) => set('email', d.value)} data-testid="user-form-email" />,
            )}
            {field(
              'phone',
              t('field.phone'),
              <Input
                value={form.phone}
                maxLength={16}
                onChange={(_e, d) => set('phone', d.value.replace(/[^\d+]/g, ''))}
                data-testid="user-form-phone"
              />,
              true,
            )}
            {student &&
              field(
                'phone2',
                t('field.phone2'),
                <Input
                  value={form.phone2}
                  maxLength={16}
                  onChange={(_e, d) => set('phone2', d.value.replace(/[^\d+]/g, ''))}
                  data-testid="user-form-phone2"
                />,
              )}
            <Field label={t('field.group')} validationMessage={fieldErrorFor(save.error, 'groupIdx')}>
              <Select value={form.groupIdx} onChange={(_e, d) => set('groupIdx', d.value)} data-testid="user-form-group">
                <option value="0">{t('group.none')}</option>
                {flattenGroupTree(buildGroupTree(groups.data ?? [])).map((g) => (
                  <option key={g.groupIdx} value={String(g.groupIdx)}>
                    {`${'\u00a0\u00a0'.repeat(g.depth)}${g.groupName}`}
                  </option>
                ))}
              </Select>
            </Field>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose()} data-testid="user-form-cancel">
              {tc('actions.cancel')}
            </Button>
            <Button appearance="primary" disabled={save.isPending} onClick={() => void submit()} data-testid="user-form-save">
              {t('form.save')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
