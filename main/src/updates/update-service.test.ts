import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpExecutor } from 'builder-util-runtime';
import { AppImageUpdater } from 'electron-updater';
import { CHECK_INTERVAL_MS, FIRST_CHECK_DELAY_MS, UpdateService, type Timers } from './update-service';

/**
 * Exercises electron-updater's real GenericProvider, feed parsing and semver comparison against a
 * local feed. Only Electron-bound parts are replaced: the app adapter (version, paths) and the HTTP
 * executor (electron.net -> node:http).
 */
class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return http.request(options, callback);
  }
}

const feeds: Record<string, string> = {
  '/latest-linux.yml': feed('1.2.0'),
  '/beta-linux.yml': feed('1.3.0-beta.1'),
};
function feed(version: string): string {
  const file = `Boda-Classroom-${version}.AppImage`;
  const sha = 'A'.repeat(86) + '==';
  return `version: ${version}\nfiles:\n  - url: ${file}\n    sha512: ${sha}\n    size: 1024\npath: ${file}\nsha512: ${sha}\nreleaseDate: '2026-11-01T00:00:00.000Z'\n`;
}

let server: http.Server;
let feedUrl: string;
const requested: string[] = [];
let userData: string;
const arch = process.env.TEST_UPDATER_ARCH;

beforeAll(async () => {
  process.env.TEST_UPDATER_ARCH = 'x64';
  userData = await mkdtemp(path.join(os.tmpdir(), 'boda-upd-'));
  server = http.createServer((req, res) => {
    const p = (req.url ?? '').split('?')[0];
    requested.push(p);
    const body = feeds[p];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/yaml' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  if (arch === undefined) delete process.env.TEST_UPDATER_ARCH;
  else process.env.TEST_UPDATER_ARCH = arch;
  await new Promise<void>((r) => server.close(() => r()));
});

function makeUpdater(version: string): AppImageUpdater {
  const app = {
    version,
    name: 'Boda Classroom',
    isPackaged: true,
    appUpdateConfigPath: path.join(userData, 'app-update.yml'),
    userDataPath: userData,
    baseCachePath: userData,
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  };
  const updater = new AppImageUpdater(null, app);
  (updater as unknown as { httpExecutor: HttpExecutor<ClientRequest> }).httpExecutor = new NodeHttpExecutor();
  // Not running from an AppImage here; this only skips that check, the feed logic is unchanged.
  updater.forceDevUpdateConfig = true;
  updater.logger = null;
  return updater;
}

function service(
  version: string,
  updates: { enabled?: boolean; channel?: 'stable' | 'beta'; channelLocked?: boolean } = {},
  timers?: Timers,
) {
  const updater = makeUpdater(version);
  const svc = new UpdateService(
    updater,
    { enabled: updates.enabled ?? true, channel: updates.channel ?? 'stable', channelLocked: updates.channelLocked ?? false, url: feedUrl },
    timers,
  );
  // Checking only: a download would need a real AppImage to replace.
  updater.autoDownload = false;
  return svc;
}

describe('UpdateService against a local generic feed', () => {
  it('finds a newer stable version in latest-linux.yml', async () => {
    requested.length = 0;
    const svc = service('1.0.0');
    const states: string[] = [];
    svc.onStatus((s) => states.push(s.state));
    const status = await svc.check();
    expect(requested).toEqual(['/latest-linux.yml']);
    expect(status).toMatchObject({ availableVersion: '1.2.0', currentVersion: '1.0.0', channel: 'stable', error: null });
    expect(states).toEqual(['checking', 'available']);
  });

  it('reports no update for the same or a newer installed version', async () => {
    expect((await service('1.2.0').check()).state).toBe('not-available');
    expect((await service('1.4.0').check()).state).toBe('not-available');
  });

  it('reads beta-linux.yml on the beta channel', async () => {
    requested.length = 0;
    const status = await service('1.2.0', { channel: 'beta' }).check();
    expect(requested).toEqual(['/beta-linux.yml']);
    expect(status.availableVersion).toBe('1.3.0-beta.1');
  });

  it('lets a beta build return to stable, and switches channel on request', async () => {
    expect((await service('1.3.0-beta.1').check()).availableVersion).toBe('1.2.0');
    const svc = service('1.2.0');
    expect((await svc.check()).state).toBe('not-available');
    expect(svc.setChannel('beta')).toBe(true);
    expect((await svc.check()).availableVersion).toBe('1.3.0-beta.1');
  });

  it('respects a policy that disables updates or pins the channel', async () => {
    requested.length = 0;
    const off = service('1.0.0', { enabled: false });
    expect((await off.check()).state).toBe('disabled');
    expect(requested).toEqual([]);
    const pinned = service('1.0.0', { channel: 'stable', channelLocked: true });
    expect(pinned.setChannel('beta')).toBe(false);
    expect(pinned.getStatus().channel).toBe('stable');
  });

  it('turns a broken feed into an error status', async () => {
    const svc = new UpdateService(makeUpdater('1.0.0'), {
      enabled: true,
      channel: 'stable',
      channelLocked: false,
      url: `${feedUrl}missing/`,
    });
    expect((await svc.check()).state).toBe('error');
  });

  it('checks 5 s after start and then every 4 hours', () => {
    const timeouts: number[] = [];
    const intervals: number[] = [];
    const timers: Timers = { setTimeout: (_f, ms) => timeouts.push(ms), setInterval: (_f, ms) => intervals.push(ms), clear: vi.fn() };
    const svc = service('1.0.0', {}, timers);
    svc.start();
    expect(timeouts).toEqual([FIRST_CHECK_DELAY_MS]);
    expect(intervals).toEqual([CHECK_INTERVAL_MS]);
    expect(FIRST_CHECK_DELAY_MS).toBe(5000);
    expect(CHECK_INTERVAL_MS).toBe(4 * 3600 * 1000);
    svc.stop();
    expect(timers.clear).toHaveBeenCalledTimes(2);
  });
});
