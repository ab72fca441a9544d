import { USER_STATUS_FILTER_ALL, UserStatusFilterBit } from '@boda/contract';

/** The list's status filter from ?status= (default 7; at least one of the three bits stays on). */
export function statusMaskFrom(value: string | null): number {
  const mask = Number(value ?? USER_STATUS_FILTER_ALL) & USER_STATUS_FILTER_ALL;
  return Number.isInteger(mask) && mask > 0 ? mask : USER_STATUS_FILTER_ALL;
}

export const STATUS_FILTER_BITS = [
  { bit: UserStatusFilterBit.USE, key: 'use' },
  { bit: UserStatusFilterBit.PAUSE, key: 'pause' },
  { bit: UserStatusFilterBit.OUT, key: 'out' },
] as const;

/** Toggles a bit unless that would leave the filter empty. */
export function toggleStatusBit(mask: number, bit: number): number {
  const next = mask ^ bit;
  return next === 0 ? mask : next;
}
