import { describe, expect, it, vi } from 'vitest';
import { IpcChannels } from '@boda/contract/desktop';
import { createIpcHandlers, createSyncHandlers, type IpcDeps } from './handlers';
import type { IpcEventLike } from './validate';

const app: IpcEventLike = { senderFrame: { url: 'app://boda/index.html#/acme/room/list' } };
const strangers: IpcEventLike[] = [
  { senderFrame: { url: 'https://evil.example.com/' } },
  { senderFrame: { url: 'app://other/index.html' } },
  { senderFrame: { url: 'file:///tmp/x.html' } },
  { senderFrame: { url: 'devtools://devtools/bundled/inspector.html' } },
  { senderFrame: null },
];

function fakeDeps(): IpcDeps {
  const status = { state: 'idle' as const, currentVersion: '1.0.0', channel: 'stable' as const, channelLocked: false, availableVersion: null, progress: null, error: null, lastCheckedAt: null };
  return {
    tokens: { get: vi.fn(() => Promise.resolve(null)), set: vi.fn(() => Promise.resolve()), clear: vi.fn(() => Promise.resolve()), status: vi.fn(() => ({ backend: 'keychain' as const, notice: null, previousBackend: null })) },
    launcher: { checkClient: vi.fn(() => Promise.resolve({ installed: true, running: false, monitorSupported: false })), join: vi.fn(() => Promise.resolve({ ok: true as const })), openInstallPage: vi.fn(() => Promise.resolve(true)), openWeb: vi.fn(() => Promise.resolve(true)) },
    updates: { status: vi.fn(() => status), check: vi.fn(() => Promise.resolve(status)), download: vi.fn(() => Promise.resolve(status)), install: vi.fn(() => false), setChannel: vi.fn(() => Promise.resolve(true)) },
    runtime: vi.fn(() => ({ serverAddress: 'https://boda.example.kr', os: 'linux' as const, version: '1.0.0' })),
    appInfo: vi.fn(() => ({ name: 'Boda Classroom', version: '1.0.0', os: 'linux' as const, platform: 'linux', arch: 'x64', electron: '45', chrome: '140' })),
    logs: { openFolder: vi.fn(() => Promise.resolve()), write: vi.fn() },
    files: { saveAs: vi.fn(() => Promise.resolve({ saved: false as const })) },
    settings: {
      get: vi.fn(() => ({ serverAddress: null, serverAddressLocked: false, lastCompany: null, updateChannel: 'stable' as const, updateChannelLocked: false, updatesEnabled: true, clientPath: null, clientPathLocked: false })),
      setServerAddress: vi.fn(() => Promise.resolve({ ok: true as const, serverAddress: 'https://x.kr' })),
      setLastCompany: vi.fn(() => Promise.resolve()),
      setClientPath: vi.fn(() => Promise.resolve({ ok: true as const })),
    },
    deepLinks: { take: vi.fn(() => null) },
  };
}

/** A valid payload for every channel, so each one is exercised for sender and input checks. */
const valid: Record<string, unknown> = {
  [IpcChannels.tokens.get]: {},
  [IpcChannels.tokens.set]: { userKey: 'acme:kim', tokens: { accessToken: 'a' } },
  [IpcChannels.tokens.clear]: { userKey: 'acme:kim' },
  [IpcChannels.launcher.join]: { ticket: 'a.b.c' },
  [IpcChannels.launcher.openWeb]: { url: 'https://web-class.example/#ticket=a.b.c' },
  [IpcChannels.updates.setChannel]: { channel: 'beta' },
  [IpcChannels.logs.write]: { level: 'error', message: 'x', stack: 'at y' },
  [IpcChannels.files.saveAs]: { suggestedName: 'note.pdf', data: new Uint8Array([1, 2]), filters: [{ name: 'PDF', extensions: ['pdf'] }] },
  [IpcChannels.settings.setServerAddress]: { address: 'boda.example.kr' },
  [IpcChannels.settings.setLastCompany]: { company: { companyId: 'acme' } },
  [IpcChannels.settings.setClientPath]: { path: null },
};

const invalid: [string, unknown][] = [
  [IpcChannels.tokens.get, { userKey: '../../etc' }],
  [IpcChannels.tokens.get, { userKey: 'a', serverOrigin: 'https://evil.example.com' }],
  [IpcChannels.tokens.set, { userKey: 'a', tokens: { accessToken: 1 } }],
  [IpcChannels.tokens.set, { userKey: 'a', tokens: { idToken: 'x' } }],
  [IpcChannels.tokens.status, { sneaky: true }],
  [IpcChannels.launcher.join, { ticket: '' }],
  [IpcChannels.launcher.join, { ticket: 'a.b.c', params: { room: 'x' } }],
  [IpcChannels.launcher.join, undefined],
  [IpcChannels.launcher.openWeb, { url: '' }],
  [IpcChannels.launcher.openWeb, { url: 'https://x.example', target: '_self' }],
  [IpcChannels.updates.setChannel, { channel: 'nightly' }],
  [IpcChannels.logs.write, { level: 'fatal', message: 'x' }],
  [IpcChannels.files.saveAs, { suggestedName: '../../.bashrc', data: new Uint8Array([1]) }],
  [IpcChannels.files.saveAs, { suggestedName: 'a.pdf', data: 'not bytes' }],
  [IpcChannels.files.saveAs, { suggestedName: 'a.pdf', data: new Uint8Array([1]), filters: [{ name: 'x', extensions: ['*'] }] }],
  [IpcChannels.settings.setServerAddress, { address: 42 }],
  [IpcChannels.settings.setLastCompany, { company: { companyId: 'a b' } }],
  [IpcChannels.settings.setClientPath, { path: '' }],
];

describe('IPC handlers', () => {
  const channels = Object.values(IpcChannels).flatMap((group) => Object.values(group));

  it('accept the app:// renderer with valid input on every channel', async () => {
    const deps = fakeDeps();
    const handlers = createIpcHandlers(deps);
    expect(Object.keys(handlers).sort()).toEqual([...channels].sort());
    for (const channel of channels) {
      // Throws (and fails the test) if the handler rejects.
      await handlers[channel](app, valid[channel]);
    }
    expect(deps.launcher.join).toHaveBeenCalledWith('a.b.c');
    expect(deps.tokens.set).toHaveBeenCalledWith('acme:kim', { accessToken: 'a' });
    expect(await handlers[IpcChannels.launcher.openInstallPage](app, undefined)).toEqual({ opened: true });
    expect(deps.launcher.openWeb).toHaveBeenCalledWith('https://web-class.example/#ticket=a.b.c');
  });

  it('reject every channel from a sender that is not the bundled app', async () => {
    const deps = fakeDeps();
    const handlers = createIpcHandlers(deps);
    for (const channel of channels) {
      for (const event of strangers) {
        await expect(handlers[channel](event, valid[channel]), `${channel} from ${event.senderFrame?.url ?? 'null'}`).rejects.toThrow('IPC_FORBIDDEN');
      }
    }
    for (const group of Object.values(deps)) {
      const fns = typeof group === 'function' ? [group] : Object.values(group as Record<string, unknown>);
      for (const fn of fns) expect(fn).not.toHaveBeenCalled();
    }
  });

  it.each(invalid)('reject invalid input on %s', async (channel, payload) => {
    const deps = fakeDeps();
    await expect(createIpcHandlers(deps)[channel as keyof ReturnType<typeof createIpcHandlers>](app, payload)).rejects.toThrow('IPC_INVALID_INPUT');
  });
});

describe('sync IPC (app.runtime)', () => {
  it('answers the bundled app and gives foreign senders null', () => {
    const sync = createSyncHandlers(fakeDeps());
    expect(sync['app.runtime'](app)).toEqual({ serverAddress: 'https://boda.example.kr', os: 'linux', version: '1.0.0' });
    for (const event of strangers) expect(sync['app.runtime'](event)).toBeNull();
  });
});
