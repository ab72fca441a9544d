import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { AppsRegular, ArrowResetRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { DesktopSettings, SettingsView } from '../../platform';
import { notify } from '../../ui/feedback';
import { LockedNote } from './LockedNote';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  path: { wordBreak: 'break-all' },
});

/** Main's IPC check (1..1024 characters); whether the file runs is found out at the next join. */
const MAX_PATH = 1024;

/**
 * Where the class client is: a configured program path, or the known install locations
 * ('detected automatically'). Read-only under a lab policy that fixes it.
 */
export function ClientPathSection({
  settings,
  view,
  onChanged,
}: {
  settings: DesktopSettings;
  view: SettingsView;
  onChanged(path: string | null): void;
}) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const current = view.clientPath;
  const [value, setValue] = useState(current ?? '');
  const [empty, setEmpty] = useState(false);
  const [saving, setSaving] = useState(false);

  const apply = async (path: string | null) => {
    setSaving(true);
    try {
      const result = await settings.setClientPath(path);
      if (!result.ok) throw new Error(result.error);
      onChanged(path);
      setValue(path ?? '');
      notify.success(t('settings.client.saved'));
    } catch {
      notify.error(t('settings.client.failed'));
    } finally {
      setSaving(false);
    }
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const path = value.trim();
    setEmpty(path === '');
    if (path !== '') void apply(path);
  };

  const locked = view.clientPathLocked;
  return (
    <SettingsSection title={t('settings.client.title')} icon={<AppsRegular aria-hidden />} testId="settings-client">
      <Text className={styles.path} data-testid="settings-client-current">
        {current ? t('settings.client.inUse', { path: current }) : t('settings.client.auto')}
      </Text>
      <form className={styles.form} onSubmit={save} noValidate>
        <Field
          label={t('settings.client.label')}
          hint={locked ? undefined : t('settings.client.hint')}
          validationMessage={empty ? t('settings.client.empty') : undefined}
          validationState={empty ? 'error' : 'none'}
        >
          <Input
            value={value}
            maxLength={MAX_PATH}
            readOnly={locked}
            onChange={(_event, data) => setValue(data.value)}
            placeholder={locked ? t('settings.client.auto') : t('settings.client.placeholder')}
            data-testid="settings-client-path"
          />
        </Field>
        {locked ? null : (
          <div className={styles.actions}>
            <Button type="submit" disabled={saving || value.trim() === (current ?? '')} data-testid="settings-client-save">
              {t('settings.client.save')}
            </Button>
            <Button
              appearance="subtle"
              icon={<ArrowResetRegular />}
              disabled={saving || current === null}
              onClick={() => void apply(null)}
              data-testid="settings-client-reset"
            >
              {t('settings.client.reset')}
            </Button>
          </div>
        )}
      </form>
      {locked ? <LockedNote testId="settings-client-locked" /> : null}
    </SettingsSection>
  );
}
