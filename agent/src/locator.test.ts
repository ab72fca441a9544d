import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { installFakeClient } from '../../tests/desktop/fixtures/class-client';
import { clientLocationsSchema, expandLocation, fetchDownloadLink, locateClient } from './locator';

const never = () => Promise.resolve(false);

describe('class client locator', () => {
  it('ships a locations file for every OS', () => {
    const raw: unknown = JSON.parse(readFileSync(new URL('../../resources/class-client-locations.json', import.meta.url), 'utf8'));
    const parsed = clientLocationsSchema.parse(raw);
    expect(parsed.win32.length).toBeGreaterThan(0);
    expect(parsed.darwin.length).toBeGreaterThan(0);
    expect(parsed.linux.length).toBeGreaterThan(0);
  });

  it('expands Windows variables and home, and drops unknown or relative results', () => {
    expect(expandLocation('%ProgramFiles%\\Boda\\c.exe', 'win32', { PROGRAMFILES: 'C:\\Program Files' }, 'C:\\Users\\u')).toBe(
      'C:\\Program Files\\Boda\\c.exe',
    );
    expect(expandLocation('%NOPE%\\c.exe', 'win32', {}, 'C:\\Users\\u')).toBeNull();
    expect(expandLocation('~/Applications/C.app/Contents/MacOS/C', 'darwin', {}, '/Users/u')).toBe(
      '/Users/u/Applications/C.app/Contents/MacOS/C',
    );
    expect(expandLocation('relative/c', 'linux', {}, '/home/u')).toBeNull();
  });

  it('prefers the configured path, then known locations, and reports what it searched', async () => {
    const client = await installFakeClient();
    const locations = { win32: [], darwin: [], linux: ['/nonexistent/boda-class', client.binary] };
    expect(
      await locateClient({ configuredPath: client.binary, locations: { win32: [], darwin: [], linux: [] }, platform: 'linux' }),
    ).toEqual({ found: true, path: client.binary });
    expect(await locateClient({ locations, platform: 'linux' })).toEqual({ found: true, path: client.binary });
    const missing = await locateClient({ configuredPath: '/nope/x', locations, platform: 'linux', isExecutable: never });
    expect(missing).toEqual({ found: false, searched: ['/nope/x', '/nonexistent/boda-class', client.binary] });
  });
});

describe('fetchDownloadLink', () => {
  let server: http.Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  async function serve(body: unknown): Promise<{ origin: string; seen: string[] }> {
    const seen: string[] = [];
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
  }

  it('asks GET /open/app/bodaApp with DOWNLOAD_CLIENT and the OS', async () => {
    const { origin, seen } = await serve({
      success: true,
      errorCode: null,
      data: { result: { downloadLink: 'https://dl.example.kr/boda.exe' } },
    });
    expect(await fetchDownloadLink(origin, 'windows')).toBe('https://dl.example.kr/boda.exe');
    expect(seen).toEqual(['/open/app/bodaApp?command=DOWNLOAD_CLIENT&os=windows']);
  });

  it('returns null for failures and non-web links', async () => {
    const { origin } = await serve({ success: true, errorCode: null, data: { result: { downloadLink: 'javascript:alert(1)' } } });
    expect(await fetchDownloadLink(origin, 'linux')).toBeNull();
    expect(await fetchDownloadLink('http://127.0.0.1:1', 'linux')).toBeNull();
  });
});
