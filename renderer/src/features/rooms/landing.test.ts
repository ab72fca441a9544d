import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY_CONFIG } from '@boda/contract/config';
import { mainTarget, NARROW_VIEWPORT_QUERY, TOUCH_PRIMARY_QUERY } from './landing';

const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';
const homework = { ...DEFAULT_COMPANY_CONFIG, funcUse: [true, false, true, true, true, true], roomCategoryTask: true };

describe('main landing', () => {
  it('counts a narrow viewport or a touch-primary device as mobile, whatever the user agent says', () => {
    const narrow = (query: string) => query === NARROW_VIEWPORT_QUERY;
    const touch = (query: string) => query === TOUCH_PRIMARY_QUERY;
    expect(mainTarget({ config: homework, userTypeCd: 12, userAgent: desktop, matches: narrow })).toBe('task/list');
    expect(mainTarget({ config: homework, userTypeCd: 12, userAgent: desktop, matches: touch })).toBe('task/list');
    expect(mainTarget({ config: homework, userTypeCd: 12, userAgent: desktop, matches: () => false })).toBe('room/list');
    expect(mainTarget({ config: homework, userTypeCd: 11, userAgent: desktop, matches: narrow })).toBe('room/list');
  });

  it('sends a student on a phone to homework when it is configured', () => {
    expect(mainTarget({ config: homework, userTypeCd: 12, userAgent: phone })).toBe('task/list');
  });

  it('sends everyone else, and everyone in emergency mode, to the rooms', () => {
    expect(mainTarget({ config: homework, userTypeCd: 12, userAgent: desktop })).toBe('room/list');
    expect(mainTarget({ config: homework, userTypeCd: 11, userAgent: phone })).toBe('room/list');
    expect(mainTarget({ config: { ...homework, roomCategoryTask: false }, userTypeCd: 12, userAgent: phone })).toBe('room/list');
    expect(mainTarget({ config: { ...homework, funcUse: [true, false, true, true, false, true] }, userTypeCd: 12, userAgent: phone })).toBe(
      'room/list',
    );
    expect(mainTarget({ config: { ...homework, emergencyMode: true }, userTypeCd: 12, userAgent: phone })).toBe('room/list');
    expect(mainTarget({ config: null, userTypeCd: 12, userAgent: phone })).toBe('room/list');
  });
});
