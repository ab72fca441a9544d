import { describe, expect, it } from 'vitest';
import { addDaysToDay, addMonthsToDay, dayStart, localDay, monthAround, nextDay, weekdayOfDay } from './calendar';

describe('company calendar', () => {
  it('a day starts at local midnight of the zone', () => {
    expect(dayStart('2031-02-01', 'Asia/Seoul').toISOString()).toBe('2031-01-31T15:00:00.000Z');
    expect(dayStart('2031-02-01', 'UTC').toISOString()).toBe('2031-02-01T00:00:00.000Z');
    // Daylight saving: New York is UTC-4 in July, UTC-5 in January; the day of a switch starts before it.
    expect(dayStart('2031-07-01', 'America/New_York').toISOString()).toBe('2031-07-01T04:00:00.000Z');
    expect(dayStart('2031-01-01', 'America/New_York').toISOString()).toBe('2031-01-01T05:00:00.000Z');
    expect(dayStart('2031-03-09', 'America/New_York').toISOString()).toBe('2031-03-09T05:00:00.000Z');
    expect(Number.isNaN(dayStart('2031-02-30x', 'UTC').getTime())).toBe(true);
  });

  it('the month around an instant differs across a month end between UTC and Asia/Seoul', () => {
    const at = new Date('2031-01-31T16:00:00Z');
    expect(localDay(at, 'UTC')).toBe('2031-01-31');
    expect(localDay(at, 'Asia/Seoul')).toBe('2031-02-01');
    expect(monthAround(at, 'UTC')).toEqual({ first: '2031-01-01', last: '2031-01-31' });
    expect(monthAround(at, 'Asia/Seoul')).toEqual({ first: '2031-02-01', last: '2031-02-28' });
    expect(nextDay('2031-12-31')).toBe('2032-01-01');
  });

  it('day arithmetic is on the date alone, the same in every zone', () => {
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDay('2026-03-07', 7)).toBe('2026-03-14');
    expect(addMonthsToDay('2025-03-10', 6)).toBe('2025-09-10');
    expect(addMonthsToDay('2025-12-15', 12)).toBe('2026-12-15');
    expect(weekdayOfDay('2026-11-29')).toBe(0);
    expect(weekdayOfDay('2026-11-28')).toBe(6);
  });
});
