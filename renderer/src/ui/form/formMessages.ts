import { VALIDATION_MESSAGES } from '@boda/contract';
import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';

/** The contract's schemas fail with the English text of a validation key; the form shows the key's translation. */
const KEY_BY_MESSAGE: ReadonlyMap<string, string> = new Map(Object.entries(VALIDATION_MESSAGES).map(([key, text]) => [text, key]));

/** The issue type of an error the server sent for a field, already translated by fieldErrorFor. */
export const SERVER_ERROR_TYPE = 'server';

/**
 * The text under a field: a contract validation text in the shown language, an `ns:key` a form's own
 * refinement names (`users:form.idTaken`), or the server's translated field error as it came.
 */
export function formErrorText(error: { message?: FieldError['message']; type?: string } | undefined, t: TFunction): string | undefined {
  const message = error?.message;
  if (!message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return message;
  const key = KEY_BY_MESSAGE.get(message);
  if (key) return t(`validation:${key}`, { defaultValue: message });
  return i18n.exists(message) ? t(message) : message;
}
