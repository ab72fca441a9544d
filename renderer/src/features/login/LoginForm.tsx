import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular, PersonRegular, WarningRegular } from '@fluentui/react-icons';
import { ErrorCode, INLINE_LOGIN_ERRORS, Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { showErrorPopup, errorText, handleApiError } from '../errors';
import { formatRetryTime, lockedUntil } from './lockout';
import { useLoginMutation } from './mutations';
import { readRememberedLogin } from './rememberedLogin';
import { paths } from '../../app/router/paths';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  capsLock: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorPaletteMarigoldForeground2 },
  submit: { marginTop: tokens.spacingVerticalS },
});

/** Login errors that have their own text (service-area 8); the rest fall back to the default login text. */
const POPUP_LOGIN_ERRORS: readonly string[] = [
  ErrorCode.WRONG_CREDENTIALS_ENTER,
  ErrorCode.WRONG_CREDENTIALS_REENTER,
  ErrorCode.ACCOUNT_LOCKED,
  ErrorCode.LICENSE_EXPIRED,
  ErrorCode.ACCOUNT_UNAVAILABLE,
  ErrorCode.DEFAULT_LOGIN,
  ErrorCode.TOO_MANY_LOGIN_ATTEMPTS,
];

export function LoginForm({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation(['login', 'errors']);
  const styles = useStyles();
  const navigate = useNavigate();
  const remembered = readRememberedLogin();
  const [username, setUsername] = useState(remembered.userId);
  const [password, setPassword] = useState('');
  const [autoLogin, setAutoLogin] = useState(remembered.autoLogin);
  const [capsLock, setCapsLock] = useState(false);
  const [inlineError, setInlineError] = useState<string | null>(null);
  const login = useLoginMutation();

  const trimmedUser = username.trim();
  const trimmedPassword = password.trim();
  const ready = trimmedUser.length > 0 && trimmedPassword.length > 0;

  const trackCapsLock = (event: KeyboardEvent<HTMLInputElement>) => setCapsLock(event.getModifierState('CapsLock'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || login.isPending) return;
    setInlineError(null);
    login.mutate(
      { companyId, username: trimmedUser, password: trimmedPassword, autoLogin },
      {
        onSuccess: () => {
          void navigate(paths.serviceMain(companyId), { replace: true });
        },
        onError: (error) => {
          if (!isApiError(error)) return handleApiError(error);
          if (INLINE_LOGIN_ERRORS.includes(error.code)) return setInlineError(t(`errors:${error.code}`));
          if (POPUP_LOGIN_ERRORS.includes(error.code) || error.status === 400) {
            const text = errorText(error.code) ?? t(`errors:${ErrorCode.DEFAULT_LOGIN}`);
            const retryAt = lockedUntil(error);
            const retry = retryAt ? t('login:lockedUntil', { time: formatRetryTime(retryAt, i18n.language) }) : null;
            return showErrorPopup({ type: 'WARNING', code: error.code, message: retry ? `${text} ${retry}` : text });
          }
          handleApiError(error);
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="login-form">
      <Field label={t('form.username')}>
        <Input
          value={username}
          maxLength={Limits.USERNAME_MAX}
          autoComplete="username"
          contentBefore={<PersonRegular />}
          placeholder={t('form.usernamePlaceholder')}
          onChange={(_e, data) => setUsername(data.value)}
          onKeyUp={trackCapsLock}
          data-testid="login-username"
        />
      </Field>
      <Field label={t('form.password')}>
        <Input
          type="password"
          value={password}
          maxLength={Limits.LOGIN_PASSWORD_MAX}
          autoComplete="current-password"
          contentBefore={<KeyRegular />}
          placeholder={t('form.passwordPlaceholder')}
          onChange={(_e, data) => setPassword(data.value)}
          onKeyDown={trackCapsLock}
          onKeyUp={trackCapsLock}
          data-testid="login-password"
        />
      </Field>
      {capsLock ? (
        <div className={styles.capsLock} role="status" data-testid="login-capslock">
          <WarningRegular />
          {t('form.capsLock')}
        </div>
      ) : null}
      {inlineError ? (
        <MessageBar intent="error" data-testid="login-error-inline">
          <MessageBarBody>{inlineError}</MessageBarBody>
        </MessageBar>
      ) : null}
      <Checkbox
        checked={autoLogin}
        onChange={(_e, data) => setAutoLogin(data.checked === true)}
        label={t('form.autoLogin')}
        data-testid="login-auto"
      />
      <Button
        className={styles.submit}
        type="submit"
        appearance="primary"
        size="large"
        disabled={!ready || login.isPending}
        icon={login.isPending ? <Spinner size="tiny" /> : undefined}
        data-testid="login-submit"
      >
        {t('form.submit')}
      </Button>
    </form>
  );
}
