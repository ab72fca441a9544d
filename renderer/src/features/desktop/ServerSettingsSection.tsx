import { useState, type FormEvent } from 'react';
import {
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ServerRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings, SettingsView } from '../../platform';
import { LockedNote } from './LockedNote';
import { SettingsSection } from './SettingsSection';
import { checkServerAddress } from './serverAddress';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-start' },
  input: { flexGrow: 1 },
  // Level with the input, below the field's label.
  action: { marginTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalSNudge})` },
});

type ErrorKey = 'empty' | 'invalid' | 'insecure' | 'locked' | 'failed' | 'unchanged';

/**
 * The server this app talks to: the same check as the first-run screen, then a warning (the session
 * ends and main reloads the page onto the new server) before main stores it. Read-only under a
 * lab policy that fixes the address.
 */
export function ServerSettingsSection({ settings, view }: { settings: DesktopSettings; view: SettingsView }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const current = view.serverAddress;
  const [value, setValue] = useState(current ?? '');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [phase, setPhase] = useState<'edit' | 'saving' | 'reloading'>('edit');

  const review = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkServerAddress(value);
    if (!checked.ok) return setError(checked.reason);
    if (checked.address === current) return setError('unchanged');
    setError(null);
    setConfirming(checked.address);
  };

  const change = async (address: string) => {
    setPhase('saving');
    try {
      const result = await settings.setServerAddress(address);
      if (result.ok) return setPhase('reloading');
      setError(result.error === 'LOCKED' ? 'locked' : 'invalid');
    } catch {
      setError('failed');
    }
    setConfirming(null);
    setPhase('edit');
  };

  const errorText = error === 'unchanged' ? t('settings.server.unchanged') : error ? t(`firstRun.errors.${error}`) : undefined;
  const locked = view.serverAddressLocked;
  return (
    <SettingsSection title={t('settings.server.title')} icon={<ServerRegular aria-hidden />} testId="settings-server">
      <form className={styles.row} onSubmit={review} noValidate>
        <Field
          className={styles.input}
          label={t('settings.server.label')}
          validationMessage={errorText}
          validationState={error ? 'error' : 'none'}
        >
          <Input
            value={value}
            onChange={(_event, data) => {
              setValue(data.value);
              setConfirming(null);
            }}
            readOnly={locked || phase !== 'edit'}
            placeholder={t('firstRun.placeholder')}
            type="url"
            inputMode="url"
            data-testid="settings-server-address"
          />
        </Field>
        {locked ? null : (
          <Button
            type="submit"
            disabled={phase !== 'edit' || confirming !== null}
            className={styles.action}
            data-testid="settings-server-save"
          >
            {t('settings.server.save')}
          </Button>
        )}
      </form>
      {locked ? <LockedNote testId="settings-server-locked" /> : null}
      {confirming !== null && phase !== 'reloading' ? (
        <MessageBar intent="warning" data-testid="settings-server-warning">
          <MessageBarBody>{t('settings.server.warning', { address: confirming })}</MessageBarBody>
          <MessageBarActions>
            <Button
              appearance="primary"
              size="small"
              disabled={phase === 'saving'}
              onClick={() => void change(confirming)}
              data-testid="settings-server-confirm"
            >
              {t('settings.server.confirm')}
            </Button>
            <Button size="small" disabled={phase === 'saving'} onClick={() => setConfirming(null)} data-testid="settings-server-cancel">
              {t('settings.server.cancel')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      ) : null}
      {phase === 'reloading' ? (
        <Spinner size="tiny" label={t('settings.server.reloading')} data-testid="settings-server-reloading" />
      ) : null}
    </SettingsSection>
  );
}
