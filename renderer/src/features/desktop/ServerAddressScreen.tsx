import { useState, type FormEvent } from 'react';
import { Button, Field, Input, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ServerSetup } from '../../platform';
import { BrandWordmark } from '../../ui/BrandWordmark';
import { checkServerAddress } from './serverAddress';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: tokens.spacingHorizontalXL },
  card: {
    width: '100%',
    maxWidth: '440px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow16,
  },
});

type ErrorKey = 'empty' | 'invalid' | 'insecure' | 'locked' | 'failed';

/** Desktop first run: which Boda Classroom server this app talks to. Main stores it and reloads the page. */
export function ServerAddressScreen({ setup }: { setup: ServerSetup }) {
  const { t } = useTranslation('desktop');
  const styles = useStyles();
  const [value, setValue] = useState('');
  const [error, setError] = useState<ErrorKey | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkServerAddress(value);
    if (!checked.ok) return setError(checked.reason);
    setError(null);
    setSaving(true);
    try {
      const result = await setup.set(checked.address);
      if (!result.ok) setError(result.error === 'LOCKED' ? 'locked' : 'invalid');
    } catch {
      setError('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate data-testid="first-run">
        <BrandWordmark />
        <Title2 as="h1">{t('firstRun.title')}</Title2>
        <Text>{t('firstRun.description')}</Text>
        <Field
          label={t('firstRun.label')}
          validationMessage={error ? t(`firstRun.errors.${error}`) : undefined}
          validationState={error ? 'error' : 'none'}
        >
          <Input
            value={value}
            onChange={(_event, data) => setValue(data.value)}
            placeholder={t('firstRun.placeholder')}
            type="url"
            inputMode="url"
            autoFocus
            data-testid="first-run-address"
          />
        </Field>
        <Button appearance="primary" type="submit" disabled={saving} data-testid="first-run-submit">
          {t('firstRun.submit')}
        </Button>
      </form>
    </main>
  );
}
