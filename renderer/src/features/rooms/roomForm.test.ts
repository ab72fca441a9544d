import { describe, expect, it } from 'vitest';
import { NO_LIMIT_END, setCalendarTimeZone } from '@boda/contract';
import { defaultRoomForm, periodOf, startLimits, validateRoomForm } from './roomForm';
import { elapsedLabel, inviteLink, isNoLimit, statusBadgeOf } from './roomState';

const now = new Date(2025, 2, 10, 15, 30);

describe('room form', () => {
  it('defaults to today for six months, anyone first', () => {
    expect(defaultRoomForm(now)).toMatchObject({ startDate: '2025-03-10', endDate: '2025-09-10', noLimit: false, anyoneOpen: true });
  });

  it('requires name (max 50), class type, a start today..one year, an end after it, and in manage mode a teacher', () => {
    const base = { ...defaultRoomForm(now), roomTitle: 'Math', templateIdx: 1 };
    expect(validateRoomForm(base, now, { requireOwner: false })).toEqual({});
    expect(validateRoomForm({ ...base, roomTitle: ' ' }, now, { requireOwner: false }).roomTitle).toBe('validation:required');
    expect(validateRoomForm({ ...base, roomTitle: 'x'.repeat(51) }, now, { requireOwner: false }).roomTitle).toBe(
      'validation:roomName.max',
    );
    expect(validateRoomForm({ ...base, templateIdx: null }, now, { requireOwner: false }).templateIdx).toBe('rooms:form.errors.classType');
    expect(validateRoomForm({ ...base, startDate: '2025-03-09' }, now, { requireOwner: false }).startDate).toBe('rooms:form.errors.start');
    expect(validateRoomForm({ ...base, startDate: '2026-03-11' }, now, { requireOwner: false }).startDate).toBe('rooms:form.errors.start');
    expect(validateRoomForm({ ...base, startDate: '2026-03-10', endDate: '2026-04-01' }, now, { requireOwner: false })).toEqual({});
    expect(validateRoomForm({ ...base, endDate: '2025-03-09' }, now, { requireOwner: false }).endDate).toBe('rooms:form.errors.end');
    expect(validateRoomForm({ ...base, endDate: '', noLimit: true }, now, { requireOwner: false })).toEqual({});
    expect(validateRoomForm(base, now, { requireOwner: true }).ownerUserIdx).toBe('rooms:form.errors.owner');
    // An unchanged past start of an existing room stays valid.
    expect(validateRoomForm({ ...base, startDate: '2024-01-01' }, now, { requireOwner: false, initialStart: '2024-01-01' })).toEqual({});
  });

  it("proposes and checks days in the company's calendar, wherever the browser is", () => {
    // 12:00 UTC is already the next day at UTC+14 and still this day in every browser zone from UTC-12 to UTC+11.
    setCalendarTimeZone('Pacific/Kiritimati');
    try {
      const noon = new Date('2026-11-28T12:00:00Z');
      const form = { ...defaultRoomForm(noon), roomTitle: 'Math', templateIdx: 1 };
      expect(form).toMatchObject({ startDate: '2026-11-29', endDate: '2027-05-29' });
      expect(validateRoomForm(form, noon, { requireOwner: false })).toEqual({});
      expect(startLimits(noon)).toEqual({ min: '2026-11-29', max: '2027-11-29' });
      expect(validateRoomForm({ ...form, startDate: '2026-11-28' }, noon, { requireOwner: false }).startDate).toBe(
        'rooms:form.errors.start',
      );
      expect(periodOf(form).showDatetime).toBe('2026-11-28T10:00:00.000Z');
    } finally {
      setCalendarTimeZone(null);
    }
  });

  it('sends the start at 00:00:00 and the end at 23:59:59 local time, or the year 9999', () => {
    const values = { ...defaultRoomForm(now), roomTitle: 'x', templateIdx: 1 };
    const period = periodOf(values);
    expect(new Date(period.showDatetime).getHours()).toBe(0);
    const end = new Date(period.showEndDatetime);
    expect([end.getHours(), end.getMinutes(), end.getSeconds()]).toEqual([23, 59, 59]);
    expect(periodOf({ ...values, noLimit: true }).showEndDatetime).toBe(NO_LIMIT_END);
    expect(isNoLimit(NO_LIMIT_END)).toBe(true);
  });
});

describe('room card helpers', () => {
  it('formats elapsed time and badges; builds the invite link', () => {
    expect(elapsedLabel('2025-01-01T00:00:00Z', Date.parse('2025-01-01T01:02:03Z'))).toBe('01:02:03');
    expect(elapsedLabel('2025-01-01T00:00:00Z', Date.parse('2024-12-31T00:00:00Z'))).toBe('00:00:00');
    expect(statusBadgeOf({ roomCategoryCd: 2, roomStatusCd: 1 })).toBe('active');
    expect(statusBadgeOf({ roomCategoryCd: 2, roomStatusCd: 9 })).toBe('hidden');
    expect(statusBadgeOf({ roomCategoryCd: 1, roomStatusCd: 1 })).toBeNull();
    expect(inviteLink('100001', '123456789')).toBe(`${window.location.origin}/invite/100001/123456789`);
  });
});
