import { describe, expect, it } from 'vitest';
import {
  formatInviteCode,
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
  validateRequired,
  validateRequiredEmail,
  validateRoomName,
  validateRoomTitle,
  validateUserId,
  validateUserName,
  validateUserNameModify,
} from './fields';
import type { ValidationIssue } from './messages';

const keyOf = (found: ValidationIssue | null): string | null => found?.key ?? null;
const repeat = (c: string, n: number): string => c.repeat(n);

describe('validateRequired', () => {
  it('needs a non-blank value', () => {
    expect(validateRequired('')).toEqual({ key: 'required', message: 'Required field.' });
    expect(keyOf(validateRequired('   \t'))).toBe('required');
    expect(validateRequired(' x ')).toBeNull();
  });
});

describe('validateUserId', () => {
  it.each(['ab', 'user.name', 'a@b.c', 'x-y_z', '홍길동', 'ㄱㄴ', '한', 'kim길동01', repeat('a', 32)])('accepts %s', (id) => {
    expect(validateUserId(id)).toBeNull();
  });

  it.each(['a', '한', repeat('a', 33), 'a b', 'user!', 'a/b', 'ab#', 'ñandu', '日本'])('refuses %s', (id) => {
    expect(keyOf(validateUserId(id))).toBe('userId.format');
  });

  it('reports an empty id as required', () => {
    expect(keyOf(validateUserId(''))).toBe('required');
  });
});

describe('validateGroupName', () => {
  it.each(['1반', 'Class A', 'grade.3@school_x-1', repeat('가', 32), 'ab'])('accepts %s', (name) => {
    expect(validateGroupName(name)).toBeNull();
  });

  it.each(['a', repeat('a', 33), 'a/b', 'a,b', '(x)'])('refuses %s', (name) => {
    expect(keyOf(validateGroupName(name))).toBe('groupName.format');
  });

  it('reports a blank name as required', () => {
    expect(keyOf(validateGroupName('  '))).toBe('required');
  });
});

describe('user name', () => {
  it('create: required, at most 20', () => {
    expect(keyOf(validateUserName(''))).toBe('required');
    expect(validateUserName('a')).toBeNull();
    expect(validateUserName(repeat('가', 20))).toBeNull();
    expect(keyOf(validateUserName(repeat('가', 21)))).toBe('userName.max');
  });

  it('modify: required, 2 to 20', () => {
    expect(keyOf(validateUserNameModify(' '))).toBe('required');
    expect(keyOf(validateUserNameModify('a'))).toBe('userName.length');
    expect(validateUserNameModify('ab')).toBeNull();
    expect(validateUserNameModify(repeat('b', 20))).toBeNull();
    expect(keyOf(validateUserNameModify(repeat('b', 21)))).toBe('userName.length');
  });

  it('measures trimmed text in characters, not UTF-16 units', () => {
    expect(validateUserName(`  ${repeat('a', 20)}  `)).toBeNull();
    expect(validateUserName(repeat('😀', 20))).toBeNull();
    expect(keyOf(validateUserNameModify(' a '))).toBe('userName.length');
  });
});

describe('length-limited free text', () => {
  it.each([
    ['nickname', validateNickname, 32, 'nickname.required', 'nickname.max'],
    ['room title', validateRoomTitle, 100, 'roomTitle.required', 'roomTitle.max'],
    ['room name', validateRoomName, 50, 'required', 'roomName.max'],
    ['memo', validateMemo, 200, 'required', 'memo.max'],
    ['login username', validateLoginUsername, 50, 'required', 'loginUsername.max'],
    ['login password', validateLoginPassword, 30, 'required', 'loginPassword.max'],
  ] as const)('%s: required, at most %i', (_name, validate, max, requiredKey, maxKey) => {
    expect(keyOf(validate(''))).toBe(requiredKey);
    expect(keyOf(validate('   '))).toBe(requiredKey);
    expect(validate('x')).toBeNull();
    expect(validate(repeat('x', max))).toBeNull();
    expect(keyOf(validate(repeat('x', max + 1)))).toBe(maxKey);
  });
});

describe('email', () => {
  it.each(['a@b.co', 'first.last+tag@sub.example.com', "o'neil@example.kr", 'x_y-z@a-b.c'])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeNull();
    expect(validateRequiredEmail(email)).toBeNull();
  });

  it.each(['plain', 'a@b', '@b.com', 'a@.com', 'a@b.com.', 'a b@c.com', 'a@b_c.com', 'a@-b.com', 'a@@b.com', `${repeat('a', 250)}@b.co`])(
    'refuses %s',
    (email) => {
      expect(keyOf(validateEmail(email))).toBe('email.format');
    },
  );

  it('is optional unless the required variant is used', () => {
    expect(validateEmail('')).toBeNull();
    expect(keyOf(validateRequiredEmail(''))).toBe('required');
  });
});

describe('phone', () => {
  it('accepts digits with an optional leading +, at most 16 characters', () => {
    expect(validatePhone('01012345678')).toBeNull();
    expect(validatePhone('+821012345678')).toBeNull();
    expect(validatePhone(repeat('1', 16))).toBeNull();
    expect(validatePhone(`+${repeat('1', 15)}`)).toBeNull();
    expect(validatePhone('1')).toBeNull();
  });

  it.each([repeat('1', 17), `+${repeat('1', 16)}`, '+', '010-1234-5678', '1+2', '++1', ' 010', '０１０'])('refuses %s', (phone) => {
    expect(keyOf(validatePhone(phone))).toBe('phone.format');
  });

  it('cell phone is required, parent phone optional', () => {
    expect(keyOf(validatePhone(''))).toBe('required');
    expect(validateOptionalPhone('')).toBeNull();
    expect(validateOptionalPhone('0212345678')).toBeNull();
    expect(keyOf(validateOptionalPhone('x'))).toBe('phone.format');
  });
});

describe('invite code', () => {
  it('normalises by removing hyphens', () => {
    expect(normalizeInviteCode(' 123-456-789 ')).toBe('123456789');
  });

  it('formats 3-3-3 as far as typed', () => {
    expect(formatInviteCode('123456789')).toBe('123-456-789');
    expect(formatInviteCode('1234')).toBe('123-4');
    expect(formatInviteCode('123')).toBe('123');
    expect(formatInviteCode('')).toBe('');
    expect(formatInviteCode('12a-34 5678901')).toBe('123-456-789');
    expect(formatInviteCode('123456789')).toHaveLength(11);
  });

  it('needs exactly 9 digits', () => {
    expect(validateInviteCode('123456789')).toBeNull();
    expect(validateInviteCode('123-456-789')).toBeNull();
    expect(keyOf(validateInviteCode(''))).toBe('inviteCode.required');
    expect(keyOf(validateInviteCode('--'))).toBe('inviteCode.required');
    expect(keyOf(validateInviteCode('12345678'))).toBe('inviteCode.format');
    expect(keyOf(validateInviteCode('1234567890'))).toBe('inviteCode.format');
    expect(keyOf(validateInviteCode('12345678a'))).toBe('inviteCode.format');
  });
});
