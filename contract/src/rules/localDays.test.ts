import { afterEach, describe, expect, it } from 'vitest';
import { localDayEnd, localDayStart } from './localDays';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('local days as instants', () => {
  it("are the caller's day, whatever the server's zone", () => {
    process.env.TZ = 'Asia/Seoul';
    expect(localDayStart('2026-11-23')).toBe('2026-11-22T15:00:00.000Z');
    expect(localDayEnd('2026-11-23')).toBe('2026-11-23T14:59:59.999Z');
    process.env.TZ = 'UTC';
    expect(localDayStart('2026-11-23')).toBe('2026-11-23T00:00:00.000Z');
    expect(localDayEnd('2026-11-30')).toBe('2026-11-30T23:59:59.999Z');
  });

  it('span a whole day even when the clocks change', () => {
    process.env.TZ = 'America/New_York';
    // 2026-11-01 has 25 hours there.
    expect(Date.parse(localDayEnd('2026-11-01')) - Date.parse(localDayStart('2026-11-01'))).toBe(25 * 3600_000 - 1);
  });
});
