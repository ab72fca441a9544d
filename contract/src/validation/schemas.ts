import { z } from 'zod';
import type { PasswordPolicyName } from '../enums';
import {
  normalizeInviteCode,
  validateEmail,
  validateGroupName,
  validateInviteCode,
  validateLoginPassword,
  validateLoginUsername,
  validateMemo,
  validateNickname,
  validateOptionalPhone,
  validatePhone,
  validateRequiredEmail,
  validateRoomName,
  validateRoomTitle,
  validateUserId,
  validateUserName,
  validateUserNameModify,
} from './fields';
import type { Validator } from './messages';
import { validatePassword, validateRoomPassword } from './password';

/*
 * Zod schemas for the server, built from the same validators the forms use, so the two can never
 * disagree. A failure is one custom issue whose message is the English text and whose
 * `params.key` is the i18n key, which the server can pass on for the client to translate.
 * Each schema is a plain string schema; "optional" ones accept '' and callers add
 * .optional() / .nullable() as their command's shape requires.
 */

export interface ValidationIssueParams {
  key: string;
}

export function schemaFrom(validate: Validator): z.ZodString {
  return z.string().superRefine((value, ctx) => {
    const found = validate(value);
    if (found) ctx.addIssue({ code: 'custom', message: found.message, params: { key: found.key } satisfies ValidationIssueParams });
  });
}

export const userIdSchema = schemaFrom(validateUserId);
export const groupNameSchema = schemaFrom(validateGroupName);
export const userNameSchema = schemaFrom(validateUserName);
export const userNameModifySchema = schemaFrom(validateUserNameModify);
export const nicknameSchema = schemaFrom(validateNickname);
export const roomTitleSchema = schemaFrom(validateRoomTitle);
export const roomNameSchema = schemaFrom(validateRoomName);
export const memoSchema = schemaFrom(validateMemo);
export const loginUsernameSchema = schemaFrom(validateLoginUsername);
export const loginPasswordSchema = schemaFrom(validateLoginPassword);
/** Optional email: '' passes. */
export const emailSchema = schemaFrom(validateEmail);
export const requiredEmailSchema = schemaFrom(validateRequiredEmail);
export const phoneSchema = schemaFrom(validatePhone);
/** Parent phone: '' passes. */
export const optionalPhoneSchema = schemaFrom(validateOptionalPhone);
/** '' means no room password. */
export const roomPasswordSchema = schemaFrom(validateRoomPassword);

export function passwordSchema(policy: PasswordPolicyName): z.ZodString {
  return schemaFrom((value) => validatePassword(value, policy));
}

/** Accepts '123-456-789' or '123456789' and outputs the 9 digits. */
export const inviteCodeSchema = schemaFrom(validateInviteCode).transform(normalizeInviteCode);
