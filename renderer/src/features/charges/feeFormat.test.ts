import { describe, expect, it } from 'vitest';
import { feeAmount, feeDigits, thousands } from './feeFormat';

describe('fee input rules', () => {
  it('keeps digits only, at most nine', () => {
    expect(feeDigits('12,345')).toBe('12345');
    expect(feeDigits('1a2b3 won')).toBe('123');
    expect(feeDigits('-5.5')).toBe('55');
    expect(feeDigits('1234567890')).toBe('123456789');
    expect(feeDigits('')).toBe('');
  });

  it('shows thousands separators', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(999_999_999)).toBe('999,999,999');
    expect(thousands('0012345')).toBe('12,345');
    expect(thousands('')).toBe('');
  });

  it('turns the digits into the amount sent', () => {
    expect(feeAmount('')).toBeNull();
    expect(feeAmount('000')).toBe(0);
    expect(feeAmount('50000')).toBe(50000);
  });
});
