import { describe, expect, it, vi } from 'vitest';
import { channelsOfKind, type BridgeRequest, type InvokeChannel } from '@boda/contract/desktop';
import { createBridgeHandlers, createSyncHandlers, type HandlerDeps, type IpcEventLike } from './handlers';
import { guardHandlers, guardSyncHandlers } from './validate';

const app: IpcEventLike = { senderFrame: { url: 'app://boda/index.html#/acme/room/list' } };
const strangers: IpcEventLike[] = [
  { senderFrame: { url: 'https://evil.example.com/' } },
  { senderFrame: { url: 'app://other/index.html' } },
  { senderFrame: { url: 'file:///tmp/x.html' } },
  { senderFrame: { url: 'devtools://devtools/bundled/inspector.html' } },
  { senderFrame: null },
];

function fakeDeps(serverAddress: string | null = 'https://boda.example.kr') {
  const status = {
    state: 'idle' as const,
    currentVersion: '1.0.0',
    channel: 'stable' as const,
    channelLocked: false,
    availableVersion: null,
    progress: null,
    error: null,
    lastCheckedAt: null,
  };
  return {
    settings: {
      effective: vi.fn(() => ({ serverAddress })),
      view: vi.fn(() => ({
        serverAddress,
        serverAddressLocked: false,
        lastCompany: null,
        updateChannel: 'stable' as const,
        updateChannelLocked: false,
        updatesEnabled: true,
        clientPath: null,
        clientPathLocked: false,
      })),
      setServerAddress: vi.fn(() => Promise.resolve({ ok: true as const, serverAddress: 'https://x.kr' })),
      setLastCompany: vi.fn(() => Promise.resolve()),
      setClientPath: vi.fn(() => Promise.resolve({ ok: true as const })),
      setUpdateChannel: vi.fn(() => Promise.resolve(true)),
    },
    tokens: {
      get: vi.fn(() => Promise.resolve(null)),
      set: vi.fn(() => Promise.resolve()),
      clear: vi.fn(() => Promise.resolve()),
      status: vi.fn(() => ({ backend: 'keychain' as const, notice: null, previousBackend: null })),
      getDevice: vi.fn(() => Promise.resolve<string | null>('t1.s1~t2.s2')),
      setDevice: vi.fn(() => Promise.resolve()),
    },
    launcher: {
      checkClient: vi.fn(() => Promise.resolve({ installed: true, running: false, monitorSupported: false })),
      join: vi.fn(() => Promise.resolve({ ok: true as const })),
      openInstallPage: vi.fn(() => Promise.resolve(true)),
      openWeb: vi.fn(() => Promise.resolve(true)),
    },
    classroom: { open: vi.fn(() => Promise.resolve(true)) },
    updates: {
      getStatus: vi.fn(() => status),
      check: vi.fn(() => Promise.resolve(status)),
      download: vi.fn(() => Promise.resolve(status)),
      install: vi.fn(() => false),
      setChannel: vi.fn(() => true),
    },
    logs: { openFolder: vi.fn(() => Promise.resolve()), write: vi.fn() },
    desktop: {
      appInfo: vi.fn(() => ({
        name: 'Boda Classroom',
        version: '1.0.0',
        os: 'linux' as const,
        platform: 'linux',
        arch: 'x64',
        electron: '45',
        chrome: '140',
      })),
      saveAs: vi.fn(() => Promise.resolve({ saved: false as const })),
      reloadWindows: vi.fn(),
      notify: vi.fn(() => true),
    },
    takeDeepLink: vi.fn(() => null),
  } satisfies HandlerDeps;
}

/** Every handler's input checked, and its answer checked against the contract's output shape. */
const guarded = (deps: HandlerDeps) => guardHandlers(createBridgeHandlers(deps), { checkOutput: true });

/** A valid payload for every invoke channel (typed by the map, so a new channel needs one here). */
const valid: { [C in InvokeChannel]: BridgeRequest<C> } = {
  'tokens.get': {},
  'tokens.set': { userKey: 'acme:kim', tokens: { accessToken: 'a' } },
  'tokens.clear': { userKey: 'acme:kim' },
  'tokens.status': undefined,
  'tokens.getDevice': undefined,
  'tokens.setDevice': { tickets: 't1.s1~t2.s2' },
  'launcher.checkClient': undefined,
  'launcher.join': { ticket: 'a.b.c' },
  'launcher.openInstallPage': { companyId: 'acme' },
  'launcher.openWeb': { url: 'https://web-class.example/#ticket=a.b.c' },
  'classroom.open': { url: 'https://boda.example.kr/classroom#ticket=a.b.c' },
  'updates.status': undefined,
  'updates.check': undefined,
  'updates.download': undefined,
  'updates.install': undefined,
  'updates.setChannel': { channel: 'beta' },
  'app.info': undefined,
  'logs.openFolder': undefined,
  'logs.write': { level: 'error', message: 'x', stack: 'at y' },
  'files.saveAs': { suggestedName: 'note.pdf', data: new Uint8Array([1, 2]), filters: [{ name: 'PDF', extensions: ['pdf'] }] },
  'notify.show': { title: 'Homework reminder', body: 'Fractions is due tomorrow.' },
  'settings.get': undefined,
  'settings.setServerAddress': { address: 'boda.example.kr' },
  'settings.setLastCompany': { company: { companyId: 'acme' } },
  'settings.setClientPath': { path: null },
  'deepLinks.take': undefined,
};

const invalid: [InvokeChannel, unknown][] = [
  ['tokens.get', { userKey: '../../etc' }],
  ['tokens.get', { userKey: 'a', serverOrigin: 'https://evil.example.com' }],
  ['tokens.set', { userKey: 'a', tokens: { accessToken: 1 } }],
  ['tokens.set', { userKey: 'a', tokens: { idToken: 'x' } }],
  ['tokens.status', { sneaky: true }],
  ['tokens.setDevice', { tickets: '' }],
  ['tokens.setDevice', { tickets: 'a\r\nx-evil: 1' }],
  ['tokens.setDevice', { tickets: 't.s', serverOrigin: 'https://evil.example.com' }],
  ['launcher.join', { ticket: '' }],
  ['launcher.join', { ticket: 'a.b.c', params: { room: 'x' } }],
  ['launcher.join', undefined],
  ['launcher.openWeb', { url: '' }],
  ['launcher.openWeb', { url: 'https://x.example', target: '_self' }],
  ['updates.setChannel', { channel: 'nightly' }],
  ['logs.write', { level: 'fatal', message: 'x' }],
  ['files.saveAs', { suggestedName: '../../.bashrc', data: new Uint8Array([1]) }],
  ['files.saveAs', { suggestedName: 'a.pdf', data: 'not bytes' }],
  ['files.saveAs', { suggestedName: 'a.pdf', data: new Uint8Array([1]), filters: [{ name: 'x', extensions: ['*'] }] }],
  ['notify.show', { title: '', body: 'x' }],
  ['notify.show', { title: 'x'.repeat(201), body: '' }],
  ['notify.show', { title: 'x', body: 'x'.repeat(1001) }],
  ['notify.show', { title: 'x', body: 'y', onClick: 'javascript:alert(1)' }],
  ['settings.setServerAddress', { address: 42 }],
  ['settings.setLastCompany', { company: { companyId: 'a b' } }],
  ['settings.setClientPath', { path: '' }],
];

const allFakes = (deps: ReturnType<typeof fakeDeps>) =>
  Object.values(deps).flatMap((group) => (typeof group === 'function' ? [group] : Object.values(group)));

describe('IPC handlers', () => {
  const channels = channelsOfKind('invoke');

  it('accept the app:// renderer with valid input on every channel, and answer the contract shape', async () => {
    const deps = fakeDeps();
    const handlers = guarded(deps);
    expect(Object.keys(handlers).sort()).toEqual([...channels].sort());
    for (const channel of channels) {
      // Throws (and fails the test) if the handler rejects, including IPC_INVALID_OUTPUT.
      await handlers[channel](app, valid[channel]);
    }
    expect(deps.launcher.join).toHaveBeenCalledWith('a.b.c');
    expect(deps.tokens.set).toHaveBeenCalledWith('https://boda.example.kr', 'acme:kim', { accessToken: 'a' });
    expect(deps.tokens.get).toHaveBeenCalledWith('https://boda.example.kr', undefined);
    expect(deps.tokens.setDevice).toHaveBeenCalledWith('https://boda.example.kr', 't1.s1~t2.s2');
    expect(await handlers['tokens.getDevice'](app, undefined)).toBe('t1.s1~t2.s2');
    expect(await handlers['launcher.openInstallPage'](app, {})).toEqual({ opened: true });
    expect(deps.launcher.openInstallPage).toHaveBeenCalledWith('acme');
    expect(deps.classroom.open).toHaveBeenCalledWith('https://boda.example.kr/classroom#ticket=a.b.c');
    expect(deps.launcher.openWeb).toHaveBeenCalledWith('https://web-class.example/#ticket=a.b.c');
    expect(deps.logs.write).toHaveBeenCalledWith('error', 'x', 'at y');
    expect(deps.settings.setUpdateChannel).toHaveBeenCalledWith('beta');
    expect(deps.updates.setChannel).toHaveBeenCalledWith('beta');
  });

  it('reject every channel from a sender that is not the bundled app', async () => {
    const deps = fakeDeps();
    const handlers = guarded(deps);
    for (const channel of channels) {
      for (const event of strangers) {
        await expect(handlers[channel](event, valid[channel]), `${channel} from ${event.senderFrame?.url ?? 'null'}`).rejects.toThrow(
          'IPC_FORBIDDEN',
        );
      }
    }
    for (const fn of allFakes(deps)) expect(fn).not.toHaveBeenCalled();
  });

  it.each(invalid)('reject invalid input on %s', async (channel, payload) => {
    const deps = fakeDeps();
    await expect(guarded(deps)[channel](app, payload)).rejects.toThrow('IPC_INVALID_INPUT');
    for (const fn of allFakes(deps)) expect(fn).not.toHaveBeenCalled();
  });

  it('checks answers against the contract when asked (tests), so a drifting handler is caught', async () => {
    const deps = fakeDeps();
    deps.launcher.checkClient.mockResolvedValueOnce({ installed: true, running: false, monitorSupported: false, path: '/opt/x' } as never);
    await expect(guarded(deps)['launcher.checkClient'](app, undefined)).rejects.toThrow('IPC_INVALID_OUTPUT');
  });

  it('keeps tokens per server: none without a configured server', async () => {
    const deps = fakeDeps(null);
    const handlers = guarded(deps);
    expect(await handlers['tokens.get'](app, {})).toBeNull();
    expect(await handlers['tokens.getDevice'](app, undefined)).toBeNull();
    await handlers['tokens.clear'](app, {});
    await expect(handlers['tokens.set'](app, valid['tokens.set'])).rejects.toThrow('NO_SERVER');
    await expect(handlers['tokens.setDevice'](app, valid['tokens.setDevice'])).rejects.toThrow('NO_SERVER');
    expect(deps.tokens.get).not.toHaveBeenCalled();
    expect(deps.tokens.getDevice).not.toHaveBeenCalled();
    expect(deps.tokens.clear).not.toHaveBeenCalled();
  });

  it('shows a notification with the title and text it was given', async () => {
    const deps = fakeDeps();
    expect(await guarded(deps)['notify.show'](app, { title: 'Homework reminder', body: 'Due tomorrow' })).toBe(true);
    expect(deps.desktop.notify).toHaveBeenCalledWith('Homework reminder', 'Due tomorrow');
  });

  it('does not switch the updater when policy pins the channel', async () => {
    const deps = fakeDeps();
    deps.settings.setUpdateChannel.mockResolvedValueOnce(false);
    expect(await guarded(deps)['updates.setChannel'](app, { channel: 'beta' })).toBe(false);
    expect(deps.updates.setChannel).not.toHaveBeenCalled();
  });

  it('reloads the window after the reply when the server address changes', async () => {
    vi.useFakeTimers();
    try {
      const deps = fakeDeps();
      await guarded(deps)['settings.setServerAddress'](app, { address: 'x.kr' });
      expect(deps.desktop.reloadWindows).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(100);
      expect(deps.desktop.reloadWindows).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('sync IPC (app.runtime)', () => {
  it('answers the bundled app and gives foreign senders null', () => {
    const sync = guardSyncHandlers(createSyncHandlers(fakeDeps()));
    expect(Object.keys(sync)).toEqual(channelsOfKind('sendSync'));
    expect(sync['app.runtime'](app)).toEqual({ serverAddress: 'https://boda.example.kr', os: 'linux', version: '1.0.0', classroom: null });
    for (const event of strangers) expect(sync['app.runtime'](event)).toBeNull();
  });
});
