import { describe, expect, it } from 'vitest';
import { clampYm, isFutureDay, localToday, shiftYm } from './month';

describe('statistics months', () => {
  it('moves across year ends', () => {
    expect(shiftYm('2026-12', 1)).toBe('2027-01');
    expect(shiftYm('2027-01', -1)).toBe('2026-12');
    expect(shiftYm('2026-11', -13)).toBe('2025-10');
  });
  it('never goes past the current month and ignores malformed months', () => {
    expect(clampYm('2026-12', '2026-11')).toBe('2026-11');
    expect(clampYm('2026-10', '2026-11')).toBe('2026-10');
    expect(clampYm('2026-13', '2026-11')).toBe('2026-11');
    expect(clampYm(null, '2026-11')).toBe('2026-11');
  });
  it('knows future days and the local today', () => {
    expect(isFutureDay('2026-11-28', '2026-11-27')).toBe(true);
    expect(isFutureDay('2026-11-27', '2026-11-27')).toBe(false);
    expect(localToday(new Date(2026, 0, 5))).toEqual({ today: '2026-01-05', currentYm: '2026-01' });
  });
});
