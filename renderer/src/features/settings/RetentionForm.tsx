import { Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { type CompanySettings, RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '@boda/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsCard } from './SettingsCard';
import { useDraft } from './useDraft';
import { useSettingsSave } from './useSettingsSave';

const useStyles = makeStyles({ fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL } });

type Key = 'logMonths' | 'recordMonths';
const KEYS: Key[] = ['logMonths', 'recordMonths'];

/** A whole number of months within the codec's range, or null. */
export function monthsOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= RETENTION_MONTHS_MIN && n <= RETENTION_MONTHS_MAX ? n : null;
}

/** How long class logs and recordings are kept before the scheduled purge (RETENTION_* keys). */
export function RetentionForm({ settings }: { settings: CompanySettings }) {
  const { t } = useTranslation('settings');
  const styles = useStyles();
  const saved = { logMonths: String(settings.retention.logMonths), recordMonths: String(settings.retention.recordMonths) };
  const { draft, setDraft, dirty, reset } = useDraft(saved);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const { save, serverError, pending, confirmDialog } = useSettingsSave('retention');

  const submit = () => {
    const found = Object.fromEntries(
      KEYS.filter((key) => monthsOf(draft[key]) === null).map((key) => [
        key,
        t('retention.range', { min: RETENTION_MONTHS_MIN, max: RETENTION_MONTHS_MAX }),
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void save({ retention: { logMonths: monthsOf(draft.logMonths) ?? 0, recordMonths: monthsOf(draft.recordMonths) ?? 0 } }, ['retention']);
  };
  return (
    <SettingsCard group="retention" dirty={dirty} pending={pending} onReset={reset} onSave={submit}>
      <div className={styles.fields}>
        {KEYS.map((key) => {
          const message = errors[key] ?? serverError(`retention.${key}`);
          return (
            <Field
              key={key}
              label={t(`retention.${key}`)}
              hint={t('retention.hint')}
              validationMessage={message}
              validationState={message ? 'error' : 'none'}
            >
              <Input
                inputMode="numeric"
                value={draft[key]}
                maxLength={3}
                contentAfter={t('retention.months')}
                onChange={(_e, d) => setDraft({ ...draft, [key]: d.value.replace(/\D/g, '') })}
                data-testid={`settings-retention-${key}`}
              />
            </Field>
          );
        })}
      </div>
      {confirmDialog}
    </SettingsCard>
  );
}
