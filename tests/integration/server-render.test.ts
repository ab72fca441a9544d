/**
 * The server's render of the login page (renderer/src/ssr/serverEntry.tsx), run in Node as the server
 * runs it: no window, no document, no storage. A renderer module that reads a browser global when it
 * is imported or rendered turns the server render off (the server logs it and sends the bare page);
 * this test fails first.
 */
import type { CommandData } from '@boda/contract';
import { describe, expect, it } from 'vitest';
import { detectRequestLanguage, loginPageCompany, renderLoginPage } from '../../renderer/src/ssr/serverEntry';

const loginInfo = (companyName: string): CommandData<'company.loginInfo'> => ({
  result: {
    company: { companyId: 'demo', companyCode: 'DEMO', companyName, edition: 'education' },
    cfg: { SYSTEM_EMERGENCY_MODE: '0', WEB_FRONT_LOGIN_DISPLAY: 'login' },
    bodaSetting: {
      configVersion: 1,
      license: { licenseTypeCd: 0, licenseCount: 100, licenseUsage: 0, expireDate: null },
      serverTime: '2026-01-01T00:00:00Z',
    },
    branding: { title: '', description: '', keywords: '', images: [] },
  },
});

const request = (language: 'en' | 'ko', companyName = 'Demo Academy', display = 'login') => {
  const info = loginInfo(companyName);
  info.result.cfg = { ...info.result.cfg, WEB_FRONT_LOGIN_DISPLAY: display };
  return { path: '/demo', search: '', language, companyId: 'demo', loginInfo: info };
};

describe('which requests the server renders', () => {
  const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  const company = (path: string, search = '', userAgent = chrome, cookie?: string) => loginPageCompany({ path, search, userAgent, cookie });

  it('renders a company home for an ordinary browser, with or without ?lang', () => {
    expect(company('/demo')).toBe('demo');
    expect(company('/demo/', '?lang=ko')).toBe('demo');
    expect(company('/%EB%8D%B0%EB%AA%A8')).toBe('데모');
    expect(company('/demo', '', chrome, 'boda_session=other; boda_lang=ko')).toBe('demo');
  });

  it('leaves other pages, link tokens, join links, in-app or unsupported browsers and signed-in visitors to the browser', () => {
    expect(company('/demo/room/list')).toBeNull();
    expect(company('/')).toBeNull();
    expect(company('/demo', '?brk=abc')).toBeNull();
    expect(company('/demo', '?joinType=NOW')).toBeNull();
    expect(company('/demo', '', `${chrome} KAKAOTALK 10.4.5`)).toBeNull();
    expect(company('/demo', '', 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko')).toBeNull();
    expect(company('/demo', '', chrome, 'boda_lang=en; boda_session=demo')).toBeNull();
    expect(company('/%E0%A4%A')).toBeNull();
  });
});

describe('the language of a request', () => {
  it('takes ?lang, then the saved setting (its cookie), then Accept-Language, else English', () => {
    const none = { search: '', cookie: undefined, acceptLanguage: undefined };
    expect(detectRequestLanguage(none)).toBe('en');
    expect(detectRequestLanguage({ ...none, acceptLanguage: 'fr-FR,ko;q=0.8,en;q=0.5' })).toBe('ko');
    expect(detectRequestLanguage({ ...none, acceptLanguage: 'ko-KR', cookie: 'x=1; boda_lang=en' })).toBe('en');
    expect(detectRequestLanguage({ search: '?lang=ko', cookie: 'boda_lang=en', acceptLanguage: 'en' })).toBe('ko');
    expect(detectRequestLanguage({ search: '?lang=xx', cookie: 'boda_lang=zz', acceptLanguage: 'de' })).toBe('en');
  });
});

describe('the rendered login page', () => {
  it('is the whole form in the asked language, with its styles for the head and nothing there that the browser does not draw', async () => {
    expect(typeof window).toBe('undefined');
    const english = await renderLoginPage(request('en'));
    const korean = await renderLoginPage(request('ko'));
    if (!english || !korean) throw new Error('not rendered');

    expect(english.body).toContain('data-testid="login-form"');
    expect(english.body).toContain('Demo Academy');
    expect(english.body).toMatch(/data-testid="login-submit"[^>]*>Sign in</);
    expect(korean.body).toMatch(/data-testid="login-submit"[^>]*>로그인</);
    // The submit button starts disabled: Enter on the page before its script runs submits nothing.
    expect(english.body).toMatch(
      /<button[^>]*disabled=""[^>]*data-testid="login-submit"|<button[^>]*data-testid="login-submit"[^>]*disabled=""/,
    );
    // #root holds only what the browser's first render draws: the styles went to the head.
    expect(english.body.startsWith('<div')).toBe(true);
    expect(english.body).not.toMatch(/<style|<link/);
    expect(english.head).toMatch(/<style id="fui-FluentProvider[^"]*">\.fui-FluentProvider/);
    expect(english.head).toContain('data-make-styles-bucket');
    expect(english.page).toMatchObject({ path: '/demo', language: 'en', companyId: 'demo' });
  });

  it('finishes a lazily loaded panel the first time it renders it, in both languages (no boundary left to the browser: React #419)', async () => {
    // The first easy-join render of this process: the panel's module is not in yet.
    const pages = await Promise.all([renderLoginPage(request('en', 'Demo', 'easy')), renderLoginPage(request('ko', 'Demo', 'experience'))]);
    for (const page of pages) {
      expect(page?.body).toBeDefined();
      expect(page?.body).not.toContain('<!--$!-->');
      expect(page?.body).toContain('data-testid="login-mode"');
    }
  });

  it('renders requests that overlap in their own languages', async () => {
    const pages = await Promise.all((['ko', 'en', 'ko', 'en'] as const).map((language) => renderLoginPage(request(language))));
    expect(pages.map((page) => /login-submit[^>]*>([^<]+)</.exec(page?.body ?? '')?.[1])).toEqual([
      '로그인',
      'Sign in',
      '로그인',
      'Sign in',
    ]);
  });

  it("escapes the company's texts", async () => {
    const page = await renderLoginPage(request('en', '<img src=x onerror=alert(1)>'));
    expect(page?.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page?.body).not.toContain('<img src=x');
  });

  it('renders nothing for a path that is not the login page', async () => {
    expect(await renderLoginPage({ ...request('en'), path: '/intro' })).toBeNull();
    expect(await renderLoginPage({ ...request('en'), path: '/demo/room/list' })).toBeNull();
  });
});
