import { Limits } from '@boda/contract';

/** Invite codes are 9 digits shown as 3-3-3 with hyphens (input length 11); hyphens are dropped before sending. */
export function formatInviteCode(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, Limits.INVITE_CODE_DIGITS);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean).join('-');
}

export function inviteCodeDigits(formatted: string): string {
  return formatted.replace(/\D/g, '');
}
