import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PasswordPolicy } from '../enums';
import { VALIDATION_MESSAGES } from './messages';
import {
  emailSchema,
  groupNameSchema,
  inviteCodeSchema,
  optionalPhoneSchema,
  passwordSchema,
  phoneSchema,
  requiredEmailSchema,
  roomPasswordSchema,
  userIdSchema,
  userNameSchema,
} from './schemas';

describe('zod schemas', () => {
  it('pass valid values through unchanged', () => {
    expect(userIdSchema.parse('홍길동01')).toBe('홍길동01');
    expect(groupNameSchema.parse('1학년 2반')).toBe('1학년 2반');
    expect(passwordSchema(PasswordPolicy.HIGH).parse('ab1!ab1!')).toBe('ab1!ab1!');
    expect(phoneSchema.parse('+821012345678')).toBe('+821012345678');
    expect(optionalPhoneSchema.parse('')).toBe('');
    expect(emailSchema.parse('')).toBe('');
    expect(roomPasswordSchema.parse('')).toBe('');
  });

  it('report the English message and put the i18n key into params', () => {
    const result = passwordSchema(PasswordPolicy.HIGH).safeParse('abc123!!');
    expect(result.success).toBe(false);
    const [found] = result.error?.issues ?? [];
    expect(found).toMatchObject({ code: 'custom', message: VALIDATION_MESSAGES['password.high'], params: { key: 'password.high' } });
  });

  it('use the policy they were built for', () => {
    expect(passwordSchema(PasswordPolicy.SIMPLE).safeParse('abcde1').success).toBe(true);
    expect(passwordSchema(PasswordPolicy.HIGH).safeParse('abcde1').success).toBe(false);
  });

  it('refuse invalid values with the validator key', () => {
    const keyOf = (r: z.ZodSafeParseResult<string>): unknown => {
      const found = r.error?.issues[0];
      return found?.code === 'custom' ? found.params?.key : undefined;
    };
    expect(keyOf(userIdSchema.safeParse('a'))).toBe('userId.format');
    expect(keyOf(userNameSchema.safeParse(''))).toBe('required');
    expect(keyOf(requiredEmailSchema.safeParse('x@y'))).toBe('email.format');
    expect(keyOf(phoneSchema.safeParse('010-1234'))).toBe('phone.format');
    expect(keyOf(roomPasswordSchema.safeParse('123456789'))).toBe('roomPassword.format');
    expect(keyOf(inviteCodeSchema.safeParse('12-34'))).toBe('inviteCode.format');
  });

  it('still refuse non-strings', () => {
    expect(userIdSchema.safeParse(12).success).toBe(false);
  });

  it('normalise invite codes to their digits', () => {
    expect(inviteCodeSchema.parse('123-456-789')).toBe('123456789');
  });
});
