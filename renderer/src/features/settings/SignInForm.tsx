import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { AppType, type CompanySettings, LoginDisplay, PasswordPolicy } from '@boda/contract';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const useStyles = makeStyles({ fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL } });

type SignIn = Pick<CompanySettings, 'passwordPolicy' | 'loginDisplay' | 'clientSetting'>;

/** Password policy, login page display mode and how classes are entered (app, web or both). */
export function SignInForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const saved: SignIn = {
    passwordPolicy: settings.passwordPolicy,
    loginDisplay: settings.loginDisplay,
    clientSetting: settings.clientSetting,
  };
  const { draft, setDraft, dirty, reset } = useDraft(saved);
  const { save, serverError, pending, confirmDialog } = useSettingsSave('signIn');
  const fieldProps = (key: keyof SignIn) => {
    const message = serverError(key);
    return { validationMessage: message, validationState: message ? ('error' as const) : ('none' as const) };
  };
  return (
    <SettingsCard
      group="signIn"
      dirty={dirty}
      pending={pending}
      onReset={reset}
      onSave={() => void save(draft, ['passwordPolicy', 'loginDisplay', 'clientSetting'])}
    >
      <div className={styles.fields}>
        <Field label={t('signIn.passwordPolicy')} {...fieldProps('passwordPolicy')}>
          <RadioGroup
            value={draft.passwordPolicy}
            onChange={(_e, d) => setDraft({ ...draft, passwordPolicy: d.value as SignIn['passwordPolicy'] })}
            data-testid="settings-password-policy"
          >
            {Object.values(PasswordPolicy).map((policy) => (
              <Radio key={policy} value={policy} label={t(`signIn.policy.${policy}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={t('signIn.loginDisplay')} {...fieldProps('loginDisplay')}>
          <RadioGroup
            value={draft.loginDisplay}
            onChange={(_e, d) => setDraft({ ...draft, loginDisplay: d.value as SignIn['loginDisplay'] })}
            data-testid="settings-login-display"
          >
            {Object.values(LoginDisplay).map((mode) => (
              <Radio key={mode} value={mode} label={t(`signIn.display.${mode}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Field label={t('signIn.clientSetting')} {...fieldProps('clientSetting')}>
          <RadioGroup
            value={String(draft.clientSetting)}
            onChange={(_e, d) => setDraft({ ...draft, clientSetting: Number(d.value) as SignIn['clientSetting'] })}
            data-testid="settings-client-setting"
          >
            {Object.values(AppType).map((type) => (
              <Radio key={type} value={String(type)} label={t(`signIn.client.${type}`)} />
            ))}
          </RadioGroup>
        </Field>
      </div>
      {confirmDialog}
    </SettingsCard>
  );
}
