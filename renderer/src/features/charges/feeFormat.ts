import { FEE_DIGITS_MAX } from '@boda/contract';

/* The fee cell's rules (manage-area 5 "Settlement"): digits only, at most 9, shown with thousands separators. */

/** What the user typed, reduced to its digits (at most FEE_DIGITS_MAX; extra digits are dropped). */
export function feeDigits(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, FEE_DIGITS_MAX);
}

/** 1234567 -> '1,234,567' (the same separators in both languages). */
export function thousands(value: number | string): string {
  const digits = typeof value === 'number' ? String(Math.trunc(Math.max(0, value))) : value.replace(/\D/g, '');
  if (digits === '') return '';
  return digits.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The digits typed into a fee cell as the amount to save; null when nothing is typed. */
export function feeAmount(digits: string): number | null {
  return digits === '' ? null : Number(digits);
}
