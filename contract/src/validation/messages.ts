/**
 * The single source of the English validation texts. Keys are i18n keys in the `validation`
 * namespace (renderer/src/i18n/locales/{en,ko}/validation.json hold them as nested objects); a
 * contract test keeps the English file identical to this table.
 */
const MESSAGES = {
  required: 'Required field.',
  'userId.format': 'Use 2 to 32 characters: English letters, Korean, digits and @ . - _',
  'groupName.format': 'Use 2 to 32 characters: letters, digits, Korean, spaces and . @ _ -',
  'userName.max': 'Enter a name of at most 20 characters.',
  'userName.length': 'Enter a name of 2 to 20 characters.',
  'password.high':
    'Use 8 to 20 characters with a letter, a digit and a special character, without a character repeated 3 times or 3 sequential characters.',
  'password.simple': 'Use 6 to 20 characters with a letter and a digit or special character.',
  'password.confirm': 'The password confirmation does not match.',
  'roomPassword.format': 'Use 1 to 8 characters: letters, digits and ! @ # $ % ^ & * ( ) - _ = + . ~',
  'email.format': 'Enter a valid email address.',
  'phone.format': 'Enter digits only (an optional leading +), at most 16 characters.',
  'inviteCode.required': 'Enter an invite code.',
  'inviteCode.format': 'The invite code is 9 digits.',
  'nickname.required': 'Enter a nickname.',
  'nickname.max': 'Enter a nickname of at most 32 characters.',
  'roomTitle.required': 'Enter a title.',
  'roomTitle.max': 'Enter a title of at most 100 characters.',
  'roomName.max': 'Enter a room name of at most 50 characters.',
  'memo.max': 'Enter at most 200 characters.',
  'loginUsername.max': 'Enter an ID of at most 50 characters.',
  'loginPassword.max': 'Enter a password of at most 30 characters.',
  'settings.selfLockout': 'Your own user type must keep manage access, or nobody could change the settings again.',
  'settings.notStorable': 'This value cannot be stored in the configuration.',
} as const;

export type ValidationKey = keyof typeof MESSAGES;

export const VALIDATION_MESSAGES: Record<string, string> = Object.freeze({ ...MESSAGES });

export interface ValidationIssue {
  /** i18n key in the `validation` namespace, e.g. 'password.high'. */
  key: string;
  /** English text of the key (VALIDATION_MESSAGES), for the server and as a fallback. */
  message: string;
}

export type Validator = (value: string) => ValidationIssue | null;

export function validationIssue(key: ValidationKey): ValidationIssue {
  return { key, message: MESSAGES[key] };
}

/**
 * Length in code points, not UTF-16 units: the database counts characters, and an emoji must not
 * use up two places of a 20-character name.
 */
export function textLength(value: string): number {
  return Array.from(value).length;
}
