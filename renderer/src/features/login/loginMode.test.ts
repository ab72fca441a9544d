import { describe, expect, it } from 'vitest';
import { selectLoginMode, systemBrowserUrl } from './loginMode';

const chrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126 Safari/537.36';
const kakao = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36 KAKAOTALK 10.8.3';
const ie = 'Mozilla/5.0 (Windows NT 10.0; Trident/7.0; rv:11.0) like Gecko';

describe('selectLoginMode', () => {
  it('is loading while the login configuration loads', () => {
    expect(selectLoginMode({ loading: true, emergency: true, configured: 'easy', userAgent: chrome })).toBe('loading');
  });

  it('uses the configured display mode', () => {
    for (const mode of ['experience', 'login', 'easy'] as const) {
      expect(selectLoginMode({ loading: false, emergency: false, configured: mode, userAgent: chrome })).toBe(mode);
    }
  });

  it('forces the login form in emergency mode whatever is configured', () => {
    for (const mode of ['experience', 'easy', 'kakao', 'browser'] as const) {
      expect(selectLoginMode({ loading: false, emergency: true, configured: mode, userAgent: kakao })).toBe('login');
    }
  });

  it('warns in a chat in-app browser and refuses unsupported browsers', () => {
    expect(selectLoginMode({ loading: false, emergency: false, configured: 'login', userAgent: kakao })).toBe('kakao');
    expect(selectLoginMode({ loading: false, emergency: false, configured: 'login', userAgent: ie })).toBe('browser');
  });

  it('builds the hand-over link to the system browser', () => {
    expect(systemBrowserUrl('https://x.test/demo', kakao)).toBe('kakaotalk://web/openExternal?url=https%3A%2F%2Fx.test%2Fdemo');
    expect(systemBrowserUrl('https://x.test/demo', 'Line/13.1')).toBe('https://x.test/demo?openExternalBrowser=1');
  });
});
