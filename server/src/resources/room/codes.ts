import { randomBytes, randomInt } from 'node:crypto';
import { Limits } from '@boda/contract';

/** Letters and digits without the look-alikes (0/O, 1/I/L): codes are read aloud and typed. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

function randomCode(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return out;
}

/** R + 11 characters: ~54 bits, unique by a database constraint anyway. */
export function newRoomCode(): string {
  return randomCode('R', 11);
}

export function newMeetCode(): string {
  return randomCode('M', 11);
}

/** 9 random digits (leading zeros allowed); uniqueness is the rooms_invite_code index's job. */
export function newInviteCode(): string {
  return String(randomInt(0, 10 ** Limits.INVITE_CODE_DIGITS)).padStart(Limits.INVITE_CODE_DIGITS, '0');
}
