import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { DEFAULT_ROOM_TEMPLATES } from '@boda/contract';
import { i18n } from '../../i18n';
import { useTemplateName } from './templateName';

describe('useTemplateName', () => {
  it('names every default class type in both languages, in English exactly as the server stores it', async () => {
    const { result } = renderHook(() => useTemplateName());
    for (const t of DEFAULT_ROOM_TEMPLATES) expect(result.current(t.templateName)).toBe(t.templateName);
    await i18n.changeLanguage('ko');
    const { result: ko } = renderHook(() => useTemplateName());
    expect(DEFAULT_ROOM_TEMPLATES.map((t) => ko.current(t.templateName))).toEqual(['정규 수업', '과외', '즉석 수업', '과제']);
  });

  it('leaves any other name as the operator typed it, even one close to a default, and a missing one missing', async () => {
    await i18n.changeLanguage('ko');
    const { result } = renderHook(() => useTemplateName());
    expect(result.current('regular class')).toBe('regular class');
    expect(result.current('Regular class ')).toBe('Regular class ');
    expect(result.current('Saturday seminar')).toBe('Saturday seminar');
    expect(result.current(null)).toBeUndefined();
    expect(result.current(undefined)).toBeUndefined();
  });
});
