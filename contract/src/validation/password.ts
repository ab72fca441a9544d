import { Limits, PasswordPolicy, type PasswordPolicyName } from '../enums';
import { type ValidationIssue, validationIssue, textLength } from './messages';

/*
 * Password policies (foundation.md 5, service-area.md 5). The policy comes from the company
 * setting WEB_FRONT_ACCOUNT_PWD_POLICY. Passwords are never trimmed: every character counts.
 * "Letter" means an English letter and "special character" ASCII punctuation, so a Korean
 * character typed by a wrong keyboard layout satisfies neither.
 */

export const PASSWORD_HIGH_MIN = 8;
export const PASSWORD_SIMPLE_MIN = 6;
export const PASSWORD_MAX = 20;

const LETTER = /[A-Za-z]/;
const DIGIT = /[0-9]/;
/** ASCII punctuation: the four ranges around digits and letters (! to /, : to @, [ to `, { to ~). */
const SPECIAL = /[!-/:-@[-`{-~]/;
const TRIPLE = /([\s\S])\1\1/u;

/** 'aaa': one character three or more times in a row. */
export function hasRepeatedRun(value: string): boolean {
  return TRIPLE.test(value);
}

/** 'abc', 'cba', '123', '321': three consecutive code points rising or falling by exactly one. */
export function hasSequentialRun(value: string): boolean {
  const codes = Array.from(value, (c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i + 2 < codes.length; i += 1) {
    const step = codes[i + 1] - codes[i];
    if ((step === 1 || step === -1) && codes[i + 2] - codes[i + 1] === step) return true;
  }
  return false;
}

function meetsHigh(value: string): boolean {
  const length = textLength(value);
  return (
    length >= PASSWORD_HIGH_MIN &&
    length <= PASSWORD_MAX &&
    LETTER.test(value) &&
    DIGIT.test(value) &&
    SPECIAL.test(value) &&
    !hasRepeatedRun(value) &&
    !hasSequentialRun(value)
  );
}

function meetsSimple(value: string): boolean {
  const length = textLength(value);
  return length >= PASSWORD_SIMPLE_MIN && length <= PASSWORD_MAX && LETTER.test(value) && (DIGIT.test(value) || SPECIAL.test(value));
}

export function validatePassword(value: string, policy: PasswordPolicyName): ValidationIssue | null {
  if (value === '') return validationIssue('required');
  if (policy === PasswordPolicy.HIGH) return meetsHigh(value) ? null : validationIssue('password.high');
  return meetsSimple(value) ? null : validationIssue('password.simple');
}

export function validatePasswordConfirm(password: string, confirm: string): ValidationIssue | null {
  if (confirm === '') return validationIssue('required');
  return password === confirm ? null : validationIssue('password.confirm');
}

/**
 * Room password symbols. The spec only says "some symbols"; we take the common keyboard set
 * ! @ # $ % ^ & * ( ) - _ = + . ~ and leave out quotes, brackets, slashes and spaces, which are
 * easy to mistype or to break when a join link carries the password.
 */
export const ROOM_PASSWORD_SYMBOLS = '!@#$%^&*()-_=+.~';
const ROOM_PASSWORD_RE = new RegExp(`^[A-Za-z0-9${ROOM_PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, '\\$&')}]{1,${Limits.ROOM_PASSWORD_MAX}}$`);

/** Optional: '' means no password; otherwise 1 to 8 characters from the set above. */
export function validateRoomPassword(value: string): ValidationIssue | null {
  if (value === '') return null;
  return ROOM_PASSWORD_RE.test(value) ? null : validationIssue('roomPassword.format');
}
