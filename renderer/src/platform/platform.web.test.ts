import { describe, expect, it, vi } from 'vitest';
import { createWebPlatform, createWebTokenStore, localStore } from './platform.web';
import { saveFileInBrowser } from './saveFile.web';
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

  it('opens a vendor web classroom in a new tab without an opener; reports no lab policy', async () => {
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as Window);
    expect(await createWebPlatform().openWebClassroom('https://web-class.example/#ticket=a.b.c')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://web-class.example/#ticket=a.b.c', '_blank');
    expect(tab.opener).toBeNull();
    expect(createWebPlatform().classroomPolicy()).toBeNull();
    open.mockRestore();
  });

  it('tells the OS from the user agent', () => {
    expect(osFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('windows');
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('mac');
    expect(osFromUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('linux');
    expect(osFromUserAgent('Mozilla/5.0 (Linux; Android 14)')).toBe('other');
  });
  it('has no desktop-only capabilities and no deep links', async () => {
    const web = createWebPlatform();
    expect(web.kind).toBe('web');
    expect(web.updates).toBeNull();
    expect(web.serverSetup).toBeNull();
    expect(web.desktopSettings).toBeNull();
    // The browser keeps the device tickets in the server's HttpOnly cookie.
    expect(web.deviceTickets).toBeNull();
    expect(await web.deepLinks.take()).toBeNull();
    expect(await web.secretStorageNotice()).toBeNull();
  });

  it("saves files through the browser's download", async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = vi.fn();
    expect(await saveFileInBrowser({ suggestedName: 'note.pdf', data: new Uint8Array([1]) })).toEqual({
      saved: true,
      fileName: 'note.pdf',
    });
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'note.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
