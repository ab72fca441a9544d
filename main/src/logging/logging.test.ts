import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import log from 'electron-log/node';
import { describe, expect, it, vi } from 'vitest';
import { RemoteLogShipper, trimStack } from './remote-log';
import { configureLoggers, LOG_MAX_BYTES, logFolder } from './setup';

describe('RemoteLogShipper', () => {
  it('posts warn and error entries to /open/logger with the logger header', async () => {
    const fetchMock = vi.fn((_url: URL, _init: RequestInit) => Promise.resolve(new Response('{}')));
    const shipper = new RemoteLogShipper({
      serverOrigin: () => 'https://boda.example.kr',
      fetch: fetchMock as unknown as typeof fetch,
      now: () => 1_700_000_000_000,
    });
    expect(shipper.push('info', 'ignored')).toBe(false);
    const err = new Error('boom');
    shipper.push('error', 'boom', err.stack);
    shipper.push('warn', 'careful');
    await shipper.flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(String(url)).toBe('https://boda.example.kr/open/logger');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['x-logger-name']).toBe('boda-desktop-renderer');
    const body = JSON.parse(String(init.body)) as { entries: { level: string; message: string; stacktrace: string; timestamp: string }[] };
    expect(body.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', 'boom'],
      ['warn', 'careful'],
    ]);
    expect(body.entries[0].stacktrace.split('\n').length).toBeLessThanOrEqual(5);
    expect(body.entries[0].timestamp).toBe('2023-11-14T22:13:20.000Z');
  });

  it('limits entries per minute and survives a failing server', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new Error('down')));
    const shipper = new RemoteLogShipper({
      serverOrigin: () => 'https://boda.example.kr',
      fetch: fetchMock as unknown as typeof fetch,
      perMinute: 2,
      maxBatch: 50,
    });
    expect([shipper.push('error', 'a'), shipper.push('error', 'b'), shipper.push('error', 'c')]).toEqual([true, true, false]);
    await expect(shipper.flush()).resolves.toBeUndefined();
  });

  it('trims stacks to 5 frames', () => {
    const stack = ['Error: x', ...Array.from({ length: 9 }, (_, i) => `    at f${i} (app://boda/a.js:1:${i})`)].join('\n');
    expect(trimStack(stack).split('\n')).toHaveLength(5);
    expect(trimStack(undefined)).toBe('');
  });
});

describe('configureLoggers', () => {
  it('writes main and renderer logs into the log folder with a size limit', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'boda-logs-'));
    const { main, renderer } = configureLoggers(log, { dir });
    main.transports.file.sync = true;
    renderer.transports.file.sync = true;
    main.warn('main says hi');
    renderer.error('renderer says hi');
    expect(main.transports.file.maxSize).toBe(LOG_MAX_BYTES);
    expect(logFolder(main)).toBe(dir);
    await vi.waitFor(async () => expect((await readdir(dir)).sort()).toEqual(['main.log', 'renderer.log']));
    expect(await readFile(path.join(dir, 'renderer.log'), 'utf8')).toContain('renderer says hi');
  });
});
