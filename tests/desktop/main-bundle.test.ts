import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import vm from 'node:vm';
import { beforeAll, describe, expect, it } from 'vitest';
import { channelsOfKind } from '@boda/contract/desktop';

/**
 * Boots the built main bundle (out/main/index.js) under plain Node with a recording stand-in for
 * the `electron` module (fixtures/electron-stub), then probes what it registered. This is the
 * closest to running the app that works without an Electron binary.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

interface Report {
  calls: string[];
  schemes: { scheme: string; privileges: Record<string, boolean> }[];
  ipcChannels: string[];
  windows: { webPreferences: Record<string, unknown>; url: string }[];
  defaultProtocolClient: string[];
  ipc: Record<string, { ok?: unknown; error?: string }>;
  appProtocol: { status: number; csp: string; body: string };
  appProtocolTraversal: number;
  permissions: Record<string, boolean>;
  windowOpen: { action: string };
  navigationPrevented: boolean;
  trayItems: string[];
  settingsClickSent: string[];
  runtime: { app: unknown; foreign: unknown };
  syncChannels: string[];
  foreignAnswers: Record<string, { ok?: unknown; error?: string }>;
}

async function boot(env: Record<string, string> = {}): Promise<Report> {
  const report = path.join(await mkdtemp(path.join(os.tmpdir(), 'boda-boot-')), 'report.json');
  await run(process.execPath, ['--import', './tests/desktop/fixtures/electron-stub/register.mjs', 'out/main/index.js'], {
    cwd: root,
    env: { ...process.env, ...env, STUB_REPORT: report, ELECTRON_RENDERER_URL: '' },
    timeout: 60_000,
  });
  return JSON.parse(await readFile(report, 'utf8')) as Report;
}

beforeAll(async () => {
  await run('npx', ['electron-vite', 'build'], { cwd: root, timeout: 300_000 });
}, 300_000);

describe('built main process (stubbed electron)', () => {
  it('boots with a sandboxed, isolated window on app://boda and the app:// scheme privileged', async () => {
    const r = await boot();
    expect(r.calls.slice(0, 2)).toEqual(['app.enableSandbox', 'app.requestSingleInstanceLock']);
    expect(r.schemes).toEqual([
      { scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) as Record<string, boolean> },
    ]);
    expect(r.windows).toHaveLength(1);
    expect(r.windows[0].url).toBe('app://boda/index.html');
    expect(r.windows[0].webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webviewTag: false,
      webSecurity: true,
    });
    expect(String(r.windows[0].webPreferences.preload)).toMatch(/out\/preload\/index\.cjs$/);
    expect(r.defaultProtocolClient).toEqual(['boda']);

    // Exactly the contract's channels; electron-log's own channel is removed.
    expect(r.ipcChannels).toEqual(channelsOfKind('invoke').sort());
    expect(r.syncChannels).toEqual(channelsOfKind('sendSync').sort());
    for (const channel of r.ipcChannels) expect(r.foreignAnswers[channel], channel).toEqual({ error: 'IPC_FORBIDDEN' });
    expect(r.ipc.tokensStatusForeign).toEqual({ error: 'IPC_FORBIDDEN' });
    expect(r.ipc.badInput).toEqual({ error: 'IPC_INVALID_INPUT' });
    expect(r.ipc.joinWithoutServer).toEqual({ ok: { ok: false, error: 'TICKET_INVALID' } });
    expect(r.ipc.tokensStatus.ok).toMatchObject({ backend: expect.any(String) as string });
    expect(r.ipc.appInfo.ok).toMatchObject({ name: 'Boda Classroom', version: '1.2.3' });

    expect(r.appProtocol.status).toBe(200);
    expect(r.appProtocol.body.toLowerCase()).toContain('<!doctype html>');
    expect(r.appProtocol.csp).toContain(`script-src 'self'`);
    expect(r.appProtocolTraversal).toBe(404);
    expect(r.permissions).toEqual({ media: false, geolocation: false, clipboard: true });
    expect(r.windowOpen).toEqual({ action: 'deny' });
    expect(r.navigationPrevented).toBe(true);
    expect(r.runtime).toEqual({
      app: {
        serverAddress: null,
        os: process.platform === 'win32' ? 'windows' : process.platform === 'darwin' ? 'mac' : 'linux',
        version: '1.2.3',
        // No lab policy here: the school's WEB_CLIENT_SETTING alone chooses the classroom.
        classroom: null,
      },
      foreign: null,
    });
    expect(r.trayItems).toEqual(['show', 'settings', 'separator', 'about', 'updates', 'logs', 'separator', 'quit']);
    expect(r.settingsClickSent).toEqual(['settings.onOpen']);
  });

  it('quits at once when another instance holds the lock', async () => {
    const r = await boot({ STUB_LOCK: '0' });
    expect(r.calls).toContain('app.quit');
    expect(r.windows).toHaveLength(0);
  });
});

describe('built preload (sandbox rules)', () => {
  /**
   * A sandboxed preload gets a `require` that knows 'electron' (and a few Node modules we do not
   * use). Runs out/preload/index.cjs in a bare V8 context with only that, so a dependency left
   * external by the bundler (zod, say) fails here instead of in the packaged app.
   */
  it("requires only 'electron' and exposes window.boda built from the contract's map", async () => {
    const code = await readFile(path.join(root, 'out/preload/index.cjs'), 'utf8');
    const required: string[] = [];
    const exposed: Record<string, unknown> = {};
    const invoked: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => (exposed[key] = api) },
      ipcRenderer: {
        invoke: (...args: unknown[]) => Promise.resolve(invoked.push(args)),
        sendSync: (channel: string) => (channel === 'app.runtime' ? { serverAddress: null, os: 'linux', version: '1.2.3' } : undefined),
        on: () => undefined,
        removeListener: () => undefined,
      },
    };
    const module = { exports: {} };
    const sandboxRequire = (id: string) => {
      required.push(id);
      if (id !== 'electron') throw new Error(`a sandboxed preload cannot require '${id}'`);
      return electron;
    };
    // No eval either: the app's CSP forbids it for the page.
    const context = vm.createContext({}, { codeGeneration: { strings: false, wasm: false } });
    vm.runInContext(`(function (require, module, exports) {${code}\n})`, context, { filename: 'index.cjs' })(
      sandboxRequire,
      module,
      module.exports,
    );

    expect(required).toEqual(['electron']);
    const boda = exposed.boda as { launcher: { join(req: unknown): Promise<unknown> }; app: { runtime: unknown } };
    expect(Object.keys(boda).sort()).toEqual([
      'app',
      'classroom',
      'deepLinks',
      'files',
      'launcher',
      'logs',
      'notify',
      'settings',
      'tokens',
      'updates',
    ]);
    expect(boda.app.runtime).toEqual({ serverAddress: null, os: 'linux', version: '1.2.3' });
    await boda.launcher.join({ ticket: 'a.b.c' });
    expect(invoked).toEqual([['launcher.join', { ticket: 'a.b.c' }]]);
  });
});
