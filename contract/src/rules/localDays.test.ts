import { afterEach, describe, expect, it } from 'vitest';
import { calendarClock, calendarInstant, localDayEnd, localDayStart, localUtcOffsetMin, setCalendarTimeZone } from './localDays';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
  setCalendarTimeZone(null);
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

describe("days of the company's calendar", () => {
  it('are the same 24 hours on a computer in any zone once the company zone is set', () => {
    process.env.TZ = 'UTC';
    setCalendarTimeZone('Asia/Seoul');
    // "1 November" of a Seoul company, as its statistics count it, from a UTC browser.
    expect(localDayStart('2026-11-01')).toBe('2026-10-31T15:00:00.000Z');
    expect(localDayEnd('2026-11-01')).toBe('2026-11-01T14:59:59.999Z');
    expect(localUtcOffsetMin(new Date('2026-11-01T00:00:00Z'))).toBe(540);
    expect(calendarClock(new Date('2026-10-31T16:30:00Z'))).toEqual({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 });
    expect(calendarInstant('2026-11-01', 17, 0).toISOString()).toBe('2026-11-01T08:00:00.000Z');
  });

  it('fall back to the machine zone for an unknown zone', () => {
    process.env.TZ = 'UTC';
    setCalendarTimeZone('Not/AZone');
    expect(localDayStart('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
  });
});
