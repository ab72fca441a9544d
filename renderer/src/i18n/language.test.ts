import { describe, expect, it, vi } from 'vitest';
import { detectLanguage, saveLanguage } from './language';

describe('language detection', () => {
  it('prefers ?lang=, then the saved setting, then the browser, else en', () => {
    const languages = vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['ko-KR', 'en-US']);
    expect(detectLanguage('?lang=en')).toBe('en');
    saveLanguage('en');
    expect(detectLanguage('')).toBe('en');
    window.localStorage.removeItem('BODA_LANGUAGE');
    expect(detectLanguage('')).toBe('ko');
    languages.mockReturnValue(['fr-FR']);
    expect(detectLanguage('?lang=de')).toBe('en');
    expect(detectLanguage('?lang=ko')).toBe('ko');
  });
});
