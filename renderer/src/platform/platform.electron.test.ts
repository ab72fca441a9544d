import { describe, expect, it, vi } from 'vitest';
import type { BodaBridge, DeepLink, SettingsView, TokenSet, UpdateStatus } from '@boda/contract/desktop';
import { createElectronPlatform } from './platform.electron';
import { TOKEN_META_KEY, userKeyFor } from './tokenStore.electron';
import type { KeyValueStore } from './types';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, get: (k) => data.get(k) ?? null, set: (k, v) => void data.set(k, v), remove: (k) => void data.delete(k) };
}

const idle: UpdateStatus = {
  state: 'idle',
  currentVersion: '1.0.0',
  channel: 'stable',
  channelLocked: false,
  availableVersion: null,
  progress: null,
  error: null,
  lastCheckedAt: null,
};

/** A fake `window.boda` recording calls; the keychain is a map keyed by userKey. */
function fakeBridge(serverAddress: string | null = 'https://boda.example.kr') {
  const keychain = new Map<string, TokenSet>();
  let lastUserKey: string | null = null;
  let deviceTickets: string | null = null;
  const calls: string[] = [];
  const linkListeners: ((link: DeepLink) => void)[] = [];
  const openListeners: (() => void)[] = [];
  const bridge: BodaBridge = {
    tokens: {
      get: vi.fn(async ({ userKey }: { userKey?: string }) => {
        const key = userKey ?? lastUserKey;
        const tokens = key ? keychain.get(key) : undefined;
        return key && tokens ? { userKey: key, tokens } : null;
      }),
      set: vi.fn(async ({ userKey, tokens }: { userKey: string; tokens: Partial<TokenSet> }) => {
        const before = keychain.get(userKey) ?? { accessToken: null, refreshToken: null, rememberToken: null };
        keychain.set(userKey, { ...before, ...tokens });
        lastUserKey = userKey;
      }),
      clear: vi.fn(async ({ userKey }: { userKey?: string }) => {
        const key = userKey ?? lastUserKey;
        if (key) keychain.delete(key);
      }),
      status: async () => ({ backend: 'safeStorage', notice: 'WEAK_ENCRYPTION', previousBackend: null }),
      getDevice: vi.fn(async () => deviceTickets),
      setDevice: vi.fn(async ({ tickets }: { tickets: string }) => {
        deviceTickets = tickets;
      }),
    },
    launcher: {
      checkClient: async () => ({ installed: false, running: false, monitorSupported: true }),
      join: vi.fn(async ({ ticket }: { ticket: string }) =>
        ticket === 'boom' ? Promise.reject(new Error('IPC_INVALID_INPUT')) : { ok: true as const },
      ),
      openInstallPage: vi.fn(async () => ({ opened: true })),
      openWeb: vi.fn(async () => ({ opened: true })),
    },
    classroom: { open: vi.fn(async () => ({ opened: true })) },
    updates: {
      status: async () => idle,
      check: async () => ({ ...idle, state: 'available', availableVersion: '1.3.0' }),
      download: async () => ({ ...idle, state: 'downloading' }),
      install: async () => true,
      setChannel: vi.fn(async ({ channel }: { channel: 'stable' | 'beta' }) => channel === 'beta'),
      onStatus: (listener) => {
        listener(idle);
        return () => calls.push('updates.unsubscribe');
      },
    },
    app: {
      info: async () => ({ name: 'Boda', version: '1.2.3', os: 'windows', platform: 'win32', arch: 'x64', electron: '45', chrome: '140' }),
      runtime: { serverAddress, os: 'windows', version: '1.2.3', classroom: 'web' },
    },
    logs: {
      openFolder: vi.fn(async () => undefined),
      write: vi.fn(async () => undefined),
    },
    files: { saveAs: vi.fn(async ({ suggestedName }: { suggestedName: string }) => ({ saved: true as const, fileName: suggestedName })) },
    notify: { show: vi.fn(async () => true) },
    settings: {
      get: vi.fn(async () => settingsView),
      setServerAddress: vi.fn(async ({ address }: { address: string }) =>
        address.startsWith('https://') ? { ok: true as const, serverAddress: address } : { ok: false as const, error: 'INVALID' as const },
      ),
      setLastCompany: vi.fn(),
      setClientPath: vi.fn(async () => ({ ok: true as const })),
      onOpen: vi.fn((listener: () => void) => {
        openListeners.push(listener);
        return () => undefined;
      }),
    },
    deepLinks: {
      take: async () => ({ kind: 'join', ticket: 'a.b.c' }),
      onLink: (listener) => {
        linkListeners.push(listener);
        return () => undefined;
      },
    },
  };
  return { bridge, keychain, calls, linkListeners, openListeners };
}

const settingsView: SettingsView = {
  serverAddress: 'https://boda.example.kr',
  serverAddressLocked: false,
  lastCompany: null,
  updateChannel: 'stable',
  updateChannelLocked: false,
  updatesEnabled: true,
  clientPath: null,
  clientPathLocked: true,
};

const token = { access_token: 'acc', refresh_token: 'ref', token_type: 'Bearer' as const, expires_in: 900, companyId: 'demo' };

describe('electron platform over window.boda', () => {
  it('keeps the secrets in the keychain under <companyId>:<userId> and only the rest in storage', async () => {
    const { bridge, keychain } = fakeBridge();
    const storage = memoryStore();
    const platform = createElectronPlatform(bridge, storage);

    await platform.tokenStore.save({ token, rememberToken: 'remember-me', userId: 'teacher1' });
    expect(keychain.get('demo:teacher1')).toEqual({ accessToken: 'acc', refreshToken: 'ref', rememberToken: 'remember-me' });
    const stored = [...storage.data.values()].join(' ');
    expect(stored).not.toMatch(/acc|ref|remember-me/);
    expect(JSON.parse(storage.data.get(TOKEN_META_KEY) ?? '{}')).toEqual({ userKey: 'demo:teacher1', companyId: 'demo', expiresIn: 900 });
    expect(await platform.tokenStore.load()).toEqual({ token, rememberToken: 'remember-me' });

    // A refresh (no user id at hand) lands in the same entry.
    await platform.tokenStore.save({ token: { ...token, access_token: 'acc2' }, rememberToken: 'remember-me' });
    expect(keychain.get('demo:teacher1')?.accessToken).toBe('acc2');

    // Expired session that keeps the auto-login token: the pair goes, the remember token stays.
    await platform.tokenStore.save({ token: null, rememberToken: 'remember-me' });
    expect(keychain.get('demo:teacher1')).toEqual({ accessToken: null, refreshToken: null, rememberToken: 'remember-me' });
    expect(await platform.tokenStore.load()).toEqual({ token: null, rememberToken: 'remember-me' });

    // Logout: the entry and the metadata are gone.
    await platform.tokenStore.save({ token: null, rememberToken: null });
    expect(keychain.size).toBe(0);
    expect(storage.data.has(TOKEN_META_KEY)).toBe(false);
    expect(await platform.tokenStore.load()).toBeNull();
  });

  it('names entries for Korean user ids with a stable hash the bridge grammar accepts', async () => {
    const key = await userKeyFor('demo', '홍길동01');
    expect(key).toMatch(/^demo:h\.[A-Za-z0-9_-]{43}$/);
    expect(await userKeyFor('demo', '홍길동01')).toBe(key);
    expect(await userKeyFor('demo', 'kim.min@school')).toBe('demo:kim.min@school');
  });

  it('clears the current entry', async () => {
    const { bridge, keychain } = fakeBridge();
    const platform = createElectronPlatform(bridge, memoryStore());
    await platform.tokenStore.save({ token, rememberToken: null, userId: 'student1' });
    await platform.tokenStore.clear();
    expect(keychain.size).toBe(0);
    expect(bridge.tokens.clear).toHaveBeenCalledWith({ userKey: 'demo:student1' });
  });

  it("keeps the server's device tickets in main's keychain entry, which signing out leaves in place", async () => {
    const { bridge } = fakeBridge();
    const platform = createElectronPlatform(bridge, memoryStore());
    const tickets = platform.deviceTickets;
    expect(await tickets?.load()).toBeNull();
    await tickets?.save('t1.sig~t2.sig');
    expect(bridge.tokens.setDevice).toHaveBeenCalledWith({ tickets: 't1.sig~t2.sig' });
    await platform.tokenStore.save({ token, rememberToken: null, userId: 'student1' });
    await platform.tokenStore.clear();
    expect(await tickets?.load()).toBe('t1.sig~t2.sig');
  });

  it('serialises keychain writes so a later save is never overtaken', async () => {
    const { bridge, keychain } = fakeBridge();
    const platform = createElectronPlatform(bridge, memoryStore());
    await Promise.all([
      platform.tokenStore.save({ token, rememberToken: null, userId: '홍길동' }),
      platform.tokenStore.save({ token: { ...token, access_token: 'later' }, rememberToken: null }),
    ]);
    expect([...keychain.values()].map((t) => t.accessToken)).toEqual(['later']);
  });

  it('takes the API origin and OS from the runtime snapshot and offers no app download', () => {
    const platform = createElectronPlatform(fakeBridge().bridge, memoryStore());
    expect(platform.kind).toBe('electron');
    expect(platform.apiBaseUrl()).toBe('https://boda.example.kr');
    expect(platform.os()).toBe('windows');
    expect(platform.offersAppDownload).toBe(false);
    expect(platform.serverSetup?.current()).toBe('https://boda.example.kr');
    expect(createElectronPlatform(fakeBridge(null).bridge, memoryStore()).serverSetup?.current()).toBeNull();
  });

  it('launches through the bridge and maps a rejected IPC call to LAUNCH_FAILED', async () => {
    const { bridge } = fakeBridge();
    const platform = createElectronPlatform(bridge, memoryStore());
    expect(await platform.launcher.checkClient()).toEqual({ route: 'bridge', installed: false, running: false, monitorSupported: true });
    expect(await platform.launcher.join('a.b.c')).toEqual({ ok: true });
    expect(bridge.launcher.join).toHaveBeenCalledWith({ ticket: 'a.b.c' });
    expect(await platform.launcher.join('boom')).toEqual({ ok: false, error: 'LAUNCH_FAILED' });
    // Main asks the server for the company's installer itself; the renderer's link is not used.
    expect(await platform.launcher.openInstallPage({ link: 'https://unused.example/', companyId: 'demo' })).toBe(true);
    expect(bridge.launcher.openInstallPage).toHaveBeenCalledWith({ companyId: 'demo' });
    // A vendor's web classroom goes to main, which checks the URL and its ticket before the system browser.
    expect(await platform.openWebClassroom('https://web-class.example/#ticket=a.b.c')).toBe(true);
    expect(bridge.launcher.openWeb).toHaveBeenCalledWith({ url: 'https://web-class.example/#ticket=a.b.c' });
    // Our own classroom page opens in the app's classroom window.
    const own = 'https://boda.example.kr/classroom#ticket=a.b.c';
    expect(await platform.openWebClassroom(own)).toBe(true);
    expect(bridge.classroom.open).toHaveBeenCalledWith({ url: own });
    expect(bridge.launcher.openWeb).toHaveBeenCalledTimes(1);
    expect(platform.classroomPolicy()).toBe('web');
  });

  it('writes logs to main, saves files as bytes, passes settings, updates and deep links through', async () => {
    const { bridge, calls, linkListeners } = fakeBridge();
    const platform = createElectronPlatform(bridge, memoryStore());
    platform.logs.write('error', 'boom', 'Error: boom\n    at x');
    expect(bridge.logs.write).toHaveBeenCalledWith({ level: 'error', message: 'boom', stack: 'Error: boom\n    at x' });

    const saved = await platform.saveFile({ suggestedName: 'note.pdf', data: new Blob([new Uint8Array([1, 2, 3])]) });
    expect(saved).toEqual({ saved: true, fileName: 'note.pdf' });
    expect(vi.mocked(bridge.files.saveAs).mock.calls[0][0].data).toEqual(new Uint8Array([1, 2, 3]));

    // A reminder's title longer than the channel allows is cut, not refused by main.
    platform.showNotification('x'.repeat(300), 'Due tomorrow');
    const shown = vi.mocked(bridge.notify.show).mock.calls[0][0];
    expect(shown.title).toHaveLength(200);
    expect(shown.body).toBe('Due tomorrow');

    expect(await platform.serverSetup?.set('http://plain.example')).toEqual({ ok: false, error: 'INVALID' });
    expect(bridge.settings.setServerAddress).toHaveBeenCalledWith({ address: 'http://plain.example' });

    const seen: UpdateStatus[] = [];
    const off = platform.updates?.onStatus((s) => seen.push(s));
    off?.();
    expect(seen).toEqual([idle]);
    expect(calls).toContain('updates.unsubscribe');
    expect((await platform.updates?.check())?.availableVersion).toBe('1.3.0');

    expect(await platform.deepLinks.take()).toEqual({ kind: 'join', ticket: 'a.b.c' });
    const links: DeepLink[] = [];
    platform.deepLinks.onLink((l) => links.push(l));
    linkListeners[0]({ kind: 'open', companyId: 'demo' });
    expect(links).toEqual([{ kind: 'open', companyId: 'demo' }]);
    expect(await platform.secretStorageNotice()).toBe('WEAK_ENCRYPTION');
  });

  it('gives the settings dialog its capability over window.boda', async () => {
    const { bridge } = fakeBridge();
    const settings = createElectronPlatform(bridge, memoryStore()).desktopSettings;
    expect(settings).not.toBeNull();
    if (!settings) return;

    expect(await settings.read()).toEqual(settingsView);
    expect(await settings.setServerAddress('https://other.example.kr')).toEqual({ ok: true, serverAddress: 'https://other.example.kr' });
    expect(bridge.settings.setServerAddress).toHaveBeenCalledWith({ address: 'https://other.example.kr' });
    expect(await settings.setUpdateChannel('beta')).toBe(true);
    expect(bridge.updates.setChannel).toHaveBeenCalledWith({ channel: 'beta' });
    expect(await settings.setClientPath('C:\\Boda\\client.exe')).toEqual({ ok: true });
    expect(await settings.setClientPath(null)).toEqual({ ok: true });
    expect(vi.mocked(bridge.settings.setClientPath).mock.calls).toEqual([[{ path: 'C:\\Boda\\client.exe' }], [{ path: null }]]);
    expect((await settings.appInfo()).electron).toBe('45');
    expect(await settings.tokenStorage()).toEqual({ backend: 'safeStorage', notice: 'WEAK_ENCRYPTION', previousBackend: null });
    await settings.openLogsFolder();
    expect(bridge.logs.openFolder).toHaveBeenCalledTimes(1);
    expect((await settings.updates.check()).availableVersion).toBe('1.3.0');
  });

  it("keeps a tray 'Settings…' that came before the dialog host listened, and delivers later ones", () => {
    const { bridge, openListeners } = fakeBridge();
    const settings = createElectronPlatform(bridge, memoryStore()).desktopSettings;
    // Subscribed when the platform was created, before any React component mounted.
    expect(bridge.settings.onOpen).toHaveBeenCalledTimes(1);
    openListeners[0]();
    openListeners[0]();

    const first = vi.fn();
    const off = settings?.onOpenRequest(first);
    expect(first).toHaveBeenCalledTimes(1);
    openListeners[0]();
    expect(first).toHaveBeenCalledTimes(2);

    // A remount (StrictMode) does not replay an already delivered request.
    off?.();
    const second = vi.fn();
    settings?.onOpenRequest(second);
    expect(second).not.toHaveBeenCalled();
    openListeners[0]();
    expect(second).toHaveBeenCalledTimes(1);
    expect(first).toHaveBeenCalledTimes(2);
  });
});
