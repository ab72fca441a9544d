import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button, Checkbox, Field, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { KeyRegular, PersonRegular, WarningRegular } from '@fluentui/react-icons';
import { ErrorCode, INLINE_LOGIN_ERRORS, Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../api/errors';
import { showErrorPopup, errorText, handleApiError } from '../../ui/feedback';
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
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [autoLogin, setAutoLogin] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const autoLoginInput = useRef<HTMLInputElement>(null);
  // The first render is the server's (ssr/): empty, as the server cannot read this browser's storage.
  // Before the first paint the form takes the remembered id and auto-login choice, and what the visitor
  // typed or ticked on the server's page before it came alive (hydration keeps it on screen only).
  useLayoutEffect(() => {
    const remembered = readRememberedLogin();
    setUsername(usernameInput.current?.value || remembered.userId);
    setPassword(passwordInput.current?.value ?? '');
    setAutoLogin(autoLoginInput.current?.checked || remembered.autoLogin);
  }, []);
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
          ref={usernameInput}
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
          ref={passwordInput}
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
        ref={autoLoginInput}
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
        // Disabled until both fields are filled, which also keeps Enter from submitting the server's
        // page natively before it came alive (a disabled default button blocks implicit submission).
        disabled={!ready || login.isPending}
        icon={login.isPending ? <Spinner size="tiny" /> : undefined}
        data-testid="login-submit"
      >
        {t('form.submit')}
      </Button>
    </form>
  );
}
