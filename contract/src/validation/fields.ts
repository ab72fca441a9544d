import { Limits } from '../enums';
import { type ValidationIssue, type ValidationKey, validationIssue, textLength } from './messages';

/*
 * Field validators (foundation.md 5, manage-area.md 5, service-area.md 5). Each returns the first
 * issue or null. Identifiers (user id, phone, invite code) are checked exactly as given, because
 * the server stores them as given. Free-text fields (names, titles, memo) are measured after
 * trimming, because the surrounding whitespace is dropped before saving.
 */

/** Korean as typed: Hangul syllables, compatibility jamo (IME input) and conjoining jamo (NFD text). */
const KOREAN = '\\u1100-\\u11FF\\u3131-\\u318E\\uAC00-\\uD7A3';
const USER_ID_RE = new RegExp(`^[A-Za-z0-9${KOREAN}@._-]{${Limits.USER_ID_MIN},${Limits.USER_ID_MAX}}$`, 'u');
const GROUP_NAME_RE = new RegExp(`^[A-Za-z0-9${KOREAN}.@_\\s-]{${Limits.GROUP_NAME_MIN},${Limits.GROUP_NAME_MAX}}$`, 'u');
const PHONE_RE = /^\+?\d+$/;
/**
 * Pragmatic address check: the WHATWG form of `input type=email`, plus a dot in the domain, since
 * intranet hosts without one are not real destinations for our mail.
 */
const EMAIL_RE =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;
const EMAIL_MAX = 254;

export function isBlank(value: string): boolean {
  return value.trim() === '';
}

export function validateRequired(value: string): ValidationIssue | null {
  return isBlank(value) ? validationIssue('required') : null;
}

/** Required, trimmed length at most `max`; `requiredKey` lets a field use its own "enter ..." text. */
function requiredMax(value: string, max: number, maxKey: ValidationKey, requiredKey: ValidationKey = 'required'): ValidationIssue | null {
  if (isBlank(value)) return validationIssue(requiredKey);
  return textLength(value.trim()) > max ? validationIssue(maxKey) : null;
}

export function validateUserId(value: string): ValidationIssue | null {
  if (isBlank(value)) return validationIssue('required');
  return USER_ID_RE.test(value) ? null : validationIssue('userId.format');
}

export function validateGroupName(value: string): ValidationIssue | null {
  if (isBlank(value)) return validationIssue('required');
  return GROUP_NAME_RE.test(value) ? null : validationIssue('groupName.format');
}

/** Name on create: required, at most 20. */
export function validateUserName(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.NAME_MAX, 'userName.max');
}

/** Name on modify: required, 2 to 20. */
export function validateUserNameModify(value: string): ValidationIssue | null {
  if (isBlank(value)) return validationIssue('required');
  const length = textLength(value.trim());
  return length < 2 || length > Limits.NAME_MAX ? validationIssue('userName.length') : null;
}

export function validateNickname(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.NICKNAME_MAX, 'nickname.max', 'nickname.required');
}

/** Room title (create room, open join). */
export function validateRoomTitle(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.ROOM_TITLE_MAX, 'roomTitle.max', 'roomTitle.required');
}

/** Regular room name (room registration). */
export function validateRoomName(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.ROOM_NAME_MAX, 'roomName.max');
}

export function validateMemo(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.MEMO_MAX, 'memo.max');
}

/** Login form username; the login call trims it, so it is measured trimmed. */
export function validateLoginUsername(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.USERNAME_MAX, 'loginUsername.max');
}

/** Login form password; the login call trims it too. */
export function validateLoginPassword(value: string): ValidationIssue | null {
  return requiredMax(value, Limits.LOGIN_PASSWORD_MAX, 'loginPassword.max');
}

function emailFormat(value: string): ValidationIssue | null {
  return value.length <= EMAIL_MAX && EMAIL_RE.test(value) ? null : validationIssue('email.format');
}

/** Email as on the user forms: optional, but a valid address when given. */
export function validateEmail(value: string): ValidationIssue | null {
  return value === '' ? null : emailFormat(value);
}

export function validateRequiredEmail(value: string): ValidationIssue | null {
  return isBlank(value) ? validationIssue('required') : emailFormat(value);
}

function phoneFormat(value: string): ValidationIssue | null {
  return value.length <= Limits.PHONE_MAX && PHONE_RE.test(value) ? null : validationIssue('phone.format');
}

/** Cell phone: required, digits with an optional leading '+', at most 16 characters in all. */
export function validatePhone(value: string): ValidationIssue | null {
  return isBlank(value) ? validationIssue('required') : phoneFormat(value);
}

/** Parent phone: optional, same format when given. */
export function validateOptionalPhone(value: string): ValidationIssue | null {
  return value === '' ? null : phoneFormat(value);
}

/** Hyphens are display-only (3-3-3); the code is sent as its digits. */
export function normalizeInviteCode(value: string): string {
  return value.trim().replace(/-/g, '');
}

/** Formats as far as typed: '1234' -> '123-4', '123456789' -> '123-456-789'; extra digits are dropped. */
export function formatInviteCode(digits: string): string {
  const only = digits.replace(/\D/g, '').slice(0, Limits.INVITE_CODE_DIGITS);
  return (only.match(/\d{1,3}/g) ?? []).join('-');
}

export function validateInviteCode(value: string): ValidationIssue | null {
  const code = normalizeInviteCode(value);
  if (code === '') return validationIssue('inviteCode.required');
  return new RegExp(`^\\d{${Limits.INVITE_CODE_DIGITS}}$`).test(code) ? null : validationIssue('inviteCode.format');
}
