import { describe, expect, it, vi } from 'vitest';
import { detectLanguage, detectRequestLanguage, saveLanguage, syncLanguageCookie } from './language';

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

describe('the saved language for the server', () => {
  it('is also a cookie, so the server renders the login page in it (ssr/), and the server reads it back', () => {
    saveLanguage('ko');
    expect(document.cookie).toContain('boda_lang=ko');
    expect(detectRequestLanguage({ search: '', cookie: document.cookie, acceptLanguage: 'en-US' })).toBe('ko');
    saveLanguage('en');
    expect(document.cookie).toContain('boda_lang=en');
    expect(document.cookie).not.toContain('boda_lang=ko');
  });

  it('reaches the cookie when it was saved before the cookie existed', () => {
    window.localStorage.setItem('BODA_LANGUAGE', 'ko');
    document.cookie = 'boda_lang=; max-age=0; path=/';
    syncLanguageCookie();
    expect(document.cookie).toContain('boda_lang=ko');
  });
});
