import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { Input, makeStyles, tokens } from '@fluentui/react-components';
import { Limits } from '@boda/contract';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  box: { width: '5.5em', minWidth: 0, textAlign: 'center' },
});

export type InviteParts = [string, string, string];

export const EMPTY_INVITE: InviteParts = ['', '', ''];

/** Splits up to 9 digits (anything else dropped) into 3/3/3. */
export function splitInvite(text: string): InviteParts {
  const digits = text.replace(/\D/g, '').slice(0, Limits.INVITE_CODE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)];
}

/**
 * The invite code as three boxes of at most 3 digits (service-area 2.8): digits only, a full box
 * moves on, pasting anywhere fills all three 3/3/3, Enter submits.
 */
export function InviteCodeBoxes({
  value,
  onChange,
  onSubmit,
}: {
  value: InviteParts;
  onChange: (next: InviteParts) => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('rooms');
  const styles = useStyles();
  const refs = [useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null), useRef<HTMLInputElement>(null)];

  const setPart = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 3);
    const next = [...value] as InviteParts;
    next[index] = digits;
    onChange(next);
    if (digits.length === 3 && index < 2) refs[index + 1]?.current?.focus();
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const text = event.clipboardData.getData('text');
    if (text.replace(/\D/g, '').length <= 3) return;
    event.preventDefault();
    const parts = splitInvite(text);
    onChange(parts);
    refs[Math.min(2, Math.floor(parts.join('').length / 3))]?.current?.focus();
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') onSubmit();
    else if (event.key === 'Backspace' && value[index] === '' && index > 0) refs[index - 1]?.current?.focus();
  };

  return (
    <div className={styles.root} role="group" aria-label={t('invite.label')}>
      {value.map((part, index) => (
        <Input
          key={index}
          ref={refs[index]}
          className={styles.box}
          value={part}
          inputMode="numeric"
          maxLength={3}
          placeholder="000"
          aria-label={t('invite.part', { n: index + 1 })}
          onChange={(_e, data) => setPart(index, data.value)}
          onPaste={onPaste}
          onKeyDown={onKeyDown(index)}
          data-testid={`invite-box-${index + 1}`}
        />
      ))}
    </div>
  );
}
