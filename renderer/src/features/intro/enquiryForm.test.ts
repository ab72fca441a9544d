import { enquiryInputSchema } from '@boda/contract';
import { describe, expect, it } from 'vitest';
import { initialForm, serverErrors, toInput, typeFromQuery, validateForm, withLessonMinutes, withLevel } from './enquiryForm';

const filled = {
  ...initialForm('PRIVATE'),
  studentName: '박초롱',
  phone: '010-9876-5432',
  enquirerType: 'STUDENT' as const,
  schoolLevel: 'HIGH' as const,
  grade: '1',
  teacher: '상관없음',
  agreement: true,
};

describe('enquiry form rules', () => {
  it('opens on the tab the link names: PERSONAL, otherwise one-to-one', () => {
    expect(typeFromQuery('PERSONAL')).toBe('PERSONAL');
    expect(typeFromQuery('PRIVATE')).toBe('PRIVATE');
    expect(typeFromQuery(null)).toBe('PRIVATE');
    // The individual-pace tab offers middle school only, at 120 minutes.
    expect(initialForm('PERSONAL')).toMatchObject({ schoolLevel: 'MIDDLE', lessonMinutes: 120 });
  });

  it('names every missing required field and the unticked agreement', () => {
    expect(Object.keys(validateForm(initialForm('PRIVATE'))).sort()).toEqual(
      ['agreement', 'enquirerType', 'grade', 'phone', 'schoolLevel', 'studentName', 'teacher'].sort(),
    );
    expect(validateForm({ ...filled, phone: '010-12ab' }).phone).toBeDefined();
    expect(validateForm({ ...filled, content: 'a'.repeat(301) }).content).toBeDefined();
    expect(validateForm(filled)).toEqual({});
  });

  it('an elementary pupil falls back to 60 minutes and loses sessions that no longer fit', () => {
    const high = withLessonMinutes(filled, 120);
    const chosen = { ...high, sessions: [{ day: 'MON' as const, start: '21:00' }] };
    const elementary = withLevel(chosen, 'ELEMENTARY');
    expect(elementary.lessonMinutes).toBe(60);
    expect(elementary.grade).toBe('');
    expect(elementary.sessions).toEqual([{ day: 'MON', start: '21:00' }]);
    const ninety = withLessonMinutes({ ...filled, sessions: [{ day: 'TUE', start: '22:00' }] }, 90);
    expect(ninety.sessions).toEqual([]);
  });

  it('a valid form is a valid command input; the server field errors land on their fields', () => {
    expect(enquiryInputSchema.safeParse(toInput(filled)).success).toBe(true);
    expect(enquiryInputSchema.safeParse(toInput({ ...filled, homepage: 'x' })).data?.homepage).toBe('x');
    expect(
      serverErrors([
        { path: 'sessions.1.start', message: 'x' },
        { path: 'phone', message: 'y' },
      ]),
    ).toEqual({
      sessions: expect.any(String),
      phone: expect.any(String),
    });
  });
});
