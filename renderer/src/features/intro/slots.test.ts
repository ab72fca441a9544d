import { ENQUIRY_SLOTS, allowedLessonMinutes, allowedStarts } from '@boda/contract';
import { describe, expect, it } from 'vitest';
import { fitSessions, sessionCountProblem, slotState, toggleSlot } from './slots';

describe('enquiry time grid', () => {
  it('offers half-hour slots from 18:30 to 22:30, and 120-minute starts only up to 21:00', () => {
    expect(ENQUIRY_SLOTS).toEqual(['18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00', '22:30']);
    expect(allowedStarts(120).at(-1)).toBe('21:00');
    expect(allowedStarts(90).at(-1)).toBe('21:30');
    expect(allowedStarts(60).at(-1)).toBe('22:00');
  });

  it('a click starts a session of 4 consecutive half-hour slots, a second click removes it', () => {
    const { sessions } = toggleSlot([], 'MON', '19:00', 120, 'PERSONAL');
    expect(sessions).toEqual([{ day: 'MON', start: '19:00' }]);
    expect(['18:30', '19:00', '19:30', '20:00', '20:30', '21:00'].map((s) => slotState(sessions, 'MON', s, 120))).toEqual([
      'free',
      'start',
      'covered',
      'covered',
      'covered',
      'free',
    ]);
    expect(toggleSlot(sessions, 'MON', '20:30', 120, 'PERSONAL').sessions).toEqual([]);
  });

  it('refuses a 120-minute start after 21:00 and a fifth individual-pace session', () => {
    expect(slotState([], 'TUE', '21:30', 120)).toBe('unavailable');
    expect(toggleSlot([], 'TUE', '21:30', 120, 'PERSONAL')).toEqual({ sessions: [], refused: 'start' });
    const four = (['MON', 'TUE', 'WED', 'THU'] as const).map((day) => ({ day, start: '18:30' }));
    expect(toggleSlot(four, 'FRI', '18:30', 120, 'PERSONAL').refused).toBe('max');
    // Moving a day's session to another start is not a new session.
    expect(toggleSlot(four, 'MON', '21:00', 120, 'PERSONAL').sessions).toContainEqual({ day: 'MON', start: '21:00' });
  });

  it('one-to-one: up to 3 sessions, a 60-minute lesson may start at 22:00', () => {
    expect(slotState([], 'FRI', '22:00', 60)).toBe('free');
    expect(slotState([], 'FRI', '22:30', 60)).toBe('unavailable');
    const three = (['MON', 'TUE', 'WED'] as const).map((day) => ({ day, start: '22:00' }));
    expect(toggleSlot(three, 'THU', '18:30', 60, 'PRIVATE').refused).toBe('max');
  });

  it('individual-pace needs 2 to 4 sessions; one-to-one times are optional', () => {
    expect(sessionCountProblem(1, 'PERSONAL')).toEqual({ kind: 'min', limit: 2 });
    expect(sessionCountProblem(2, 'PERSONAL')).toBeNull();
    expect(sessionCountProblem(4, 'PERSONAL')).toBeNull();
    expect(sessionCountProblem(0, 'PRIVATE')).toBeNull();
  });

  it('elementary pupils get 60 minutes only; a longer lesson drops sessions that would end after 23:00', () => {
    expect(allowedLessonMinutes('PRIVATE', 'ELEMENTARY')).toEqual([60]);
    expect(allowedLessonMinutes('PRIVATE', 'HIGH')).toEqual([60, 90, 120]);
    expect(allowedLessonMinutes('PERSONAL', 'MIDDLE')).toEqual([120]);
    const chosen = [
      { day: 'MON', start: '22:00' },
      { day: 'TUE', start: '20:00' },
    ] as const;
    expect(fitSessions([...chosen], 120, 'PRIVATE')).toEqual([{ day: 'TUE', start: '20:00' }]);
  });
});
