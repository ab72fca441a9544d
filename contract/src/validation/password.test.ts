import { describe, expect, it } from 'vitest';
import { PasswordPolicy } from '../enums';
import type { ValidationIssue } from './messages';
import {
  ROOM_PASSWORD_SYMBOLS,
  hasRepeatedRun,
  hasSequentialRun,
  validatePassword,
  validatePasswordConfirm,
  validateRoomPassword,
} from './password';

const keyOf = (found: ValidationIssue | null): string | null => found?.key ?? null;
const high = (pw: string): string | null => keyOf(validatePassword(pw, PasswordPolicy.HIGH));
const simple = (pw: string): string | null => keyOf(validatePassword(pw, PasswordPolicy.SIMPLE));

describe('runs', () => {
  it('finds a character repeated three times', () => {
    expect(hasRepeatedRun('xaaay')).toBe(true);
    expect(hasRepeatedRun('aabaa')).toBe(false);
    expect(hasRepeatedRun('111')).toBe(true);
  });

  it('finds ascending and descending runs of three by char code', () => {
    for (const run of ['abc', 'cba', '123', '321', 'xyz', '789', '가각갂']) expect(hasSequentialRun(`Q${run}!`)).toBe(true);
    for (const safe of ['ab1', 'acb', '135', 'aBc', '12!21', 'z0a']) expect(hasSequentialRun(safe)).toBe(false);
  });
});

describe('high policy', () => {
  it('accepts 8 to 20 characters with a letter, a digit and a special character', () => {
    expect(high('ab1!ab1!')).toBeNull();
    expect(high('Zq8#Zq8#Zq8#Zq8#Zq8#')).toBeNull();
    expect(high('p@ssw0rd')).toBeNull();
  });

  it.each([
    ['7 characters', 'ab1!ab1'],
    ['21 characters', 'Zq8#Zq8#Zq8#Zq8#Zq8#Z'],
    ['no letter', '1357!#%&'],
    ['no digit', 'abdf!#%&'],
    ['no special character', 'abdf1357'],
    ['a character three times', 'aaa1!xz9'],
    ['ascending letters', 'abc1!xz9'],
    ['descending letters', 'cba1!xz9'],
    ['ascending digits', 'x123!qz!'],
    ['descending digits', 'x321!qz!'],
    ['Korean instead of a letter', '한글13!#57'],
  ])('refuses %s', (_why, pw) => {
    expect(high(pw)).toBe('password.high');
  });

  it('reports an empty password as required', () => {
    expect(high('')).toBe('required');
  });
});

describe('simple policy', () => {
  it('accepts 6 to 20 characters with a letter and a digit or special character', () => {
    expect(simple('abcde1')).toBeNull();
    expect(simple('abcde!')).toBeNull();
    expect(simple('aaaa11')).toBeNull();
    expect(simple(`${'a'.repeat(19)}1`)).toBeNull();
  });

  it.each([
    ['5 characters', 'abcd1'],
    ['21 characters', `${'a'.repeat(20)}1`],
    ['letters only', 'abcdef'],
    ['no letter', '123456'],
    ['no letter with specials', '12!@#$'],
  ])('refuses %s', (_why, pw) => {
    expect(simple(pw)).toBe('password.simple');
  });
});

describe('validatePasswordConfirm', () => {
  it('needs the same password', () => {
    expect(validatePasswordConfirm('ab1!ab1!', 'ab1!ab1!')).toBeNull();
    expect(keyOf(validatePasswordConfirm('ab1!ab1!', 'ab1!ab1'))).toBe('password.confirm');
    expect(keyOf(validatePasswordConfirm('ab1!ab1!', ''))).toBe('required');
  });
});

describe('validateRoomPassword', () => {
  it('is optional', () => {
    expect(validateRoomPassword('')).toBeNull();
  });

  it('accepts 1 to 8 letters, digits and the documented symbols', () => {
    expect(validateRoomPassword('1')).toBeNull();
    expect(validateRoomPassword('12345678')).toBeNull();
    expect(validateRoomPassword('aB3!-_.~')).toBeNull();
    for (const symbol of ROOM_PASSWORD_SYMBOLS) expect(validateRoomPassword(`a${symbol}`)).toBeNull();
  });

  it.each(['123456789', 'a b', 'ab/', 'ab"', 'a[b]', '한글', 'a\\b', 'a,b'])('refuses %s', (pw) => {
    expect(keyOf(validateRoomPassword(pw))).toBe('roomPassword.format');
  });
});
