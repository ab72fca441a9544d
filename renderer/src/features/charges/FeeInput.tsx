import { Input, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { feeDigits, thousands } from './feeFormat';

const useStyles = makeStyles({ input: { width: '150px' }, text: { textAlign: 'right' } });

export interface FeeInputProps {
  /** The saved (or default) amount. */
  amount: number;
  /** Digits typed but not saved yet; undefined: none. */
  pending: string | undefined;
  label: string;
  onChange(digits: string): void;
  /** Enter: save the typed fees. */
  onSubmit(): void;
  testId: string;
}

/** A fee cell: digits only (at most 9), shown with thousands separators and the won unit. */
export function FeeInput({ amount, pending, label, onChange, onSubmit, testId }: FeeInputProps) {
  const { t } = useTranslation('charges');
  const styles = useStyles();
  const shown = pending ?? String(amount);
  return (
    <Input
      className={styles.input}
      input={{ className: styles.text }}
      inputMode="numeric"
      aria-label={label}
      value={thousands(shown)}
      contentAfter={t('wonUnit')}
      onChange={(_e, d) => onChange(feeDigits(d.value))}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSubmit();
      }}
      data-testid={testId}
      data-pending={pending === undefined ? undefined : 'true'}
    />
  );
}
