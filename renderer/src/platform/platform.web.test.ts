import { describe, expect, it } from 'vitest';
import { createWebTokenStore, localStore } from './platform.web';
import { osFromUserAgent } from './os';

const token = { access_token: 'a', refresh_token: 'r', token_type: 'Bearer' as const, expires_in: 900, companyId: 'demo' };

describe('web platform', () => {
  it('keeps the token JSON in BODA_TOKEN and the remember token in BODA_REMEMBER_TOKEN', async () => {
    const store = createWebTokenStore(localStore);
    await store.save({ token, rememberToken: 'keep-me' });
    expect(JSON.parse(window.localStorage.getItem('BODA_TOKEN') ?? 'null')).toEqual(token);
    expect(window.localStorage.getItem('BODA_REMEMBER_TOKEN')).toBe('keep-me');
    expect(await store.load()).toEqual({ token, rememberToken: 'keep-me' });
    await store.clear();
    expect(await store.load()).toBeNull();
  });

  it('ignores a corrupt stored token', async () => {
    window.localStorage.setItem('BODA_TOKEN', '{not json');
    window.localStorage.setItem('BODA_REMEMBER_TOKEN', 'r1');
    expect(await createWebTokenStore().load()).toEqual({ token: null, rememberToken: 'r1' });
  });

  it('tells the OS from the user agent', () => {
    expect(osFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('mac');
    expect(osFromUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(osFromUserAgent('Mozilla/5.0 (Linux; Android 14)')).toBe('other');
  });
});
