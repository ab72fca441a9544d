import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from '../test/harness';

/** A pino destination collecting parsed lines. */
function logSink(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { stream, lines };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health, request ids and request logs', () => {
  let h: Harness;
  let filesDir: string;
  const log = logSink();

  beforeAll(async () => {
    filesDir = mkdtempSync(join(tmpdir(), 'boda-health-'));
    h = await startHarness({ seed: false, filesDir, logger: { level: 'debug', stream: log.stream } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  it('live and ready answer 200 without auth, never cached', async () => {
    const live = await h.app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json(), live.headers['cache-control']]).toEqual([200, { status: 'live' }, 'no-store']);
    const ready = await h.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', draining: false } });
  });

  it('ready is 503 naming the database when it does not answer', async () => {
    const execute = vi.spyOn(h.app.boda.database.db, 'execute').mockRejectedValueOnce(new Error('connection refused'));
    const ready = await h.app.inject({ method: 'GET', url: '/health/ready' });
    execute.mockRestore();
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'failed', storage: 'ok', draining: false } });
    expect(log.lines.find((l) => l.msg === 'readiness check failed')).toMatchObject({ level: 40, dependency: 'database' });
  });

  it('ready is 503 while the process drains for shutdown, live stays 200', async () => {
    h.app.lifecycle.draining = true;
    try {
      const ready = await h.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok', draining: true });
      expect((await h.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
    } finally {
      h.app.lifecycle.draining = false;
    }
  });

  it('every answer carries a fresh request id; an incoming one is ignored without a trusted proxy', async () => {
    const first = await h.app.inject({ method: 'GET', url: '/open/company?command=LIST_NORMAL' });
    const second = await h.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'from-the-client' } });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('logs one debug line per request with method, route, status and time, under the request id', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/open/company?command=LIST_NORMAL&keyword=secret-school' });
    const id = reply.headers['x-request-id'];
    const lines = log.lines.filter((l) => l.reqId === id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 20, msg: 'request done', method: 'GET', route: '/open/company', status: 200 });
    expect(typeof lines[0]?.ms).toBe('number');
    // The route pattern, not the URL: query values stay out of the log.
    expect(JSON.stringify(lines[0])).not.toContain('secret-school');
  });
});

describe('storage, proxies and info-level logs', () => {
  let h: Harness;
  let folder: string;
  const log = logSink();

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'boda-health-'));
    // A files folder that cannot be created: a plain file stands where its parent should be.
    writeFileSync(join(folder, 'not-a-folder'), '');
    h = await startHarness({
      seed: false,
      filesDir: join(folder, 'not-a-folder', 'files'),
      trustProxy: true,
      logger: { level: 'info', stream: log.stream },
    });
  });
  afterAll(async () => {
    await h.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('ready is 503 naming the storage when it cannot be written', async () => {
    const ready = await h.app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed', draining: false } });
  });

  it("behind a trusted proxy the proxy's x-request-id is kept and echoed; a malformed one is replaced", async () => {
    const kept = await h.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'lb-7f3a.91' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.91');
    const odd = await h.app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'a b\tc' } });
    expect(odd.headers['x-request-id']).toMatch(UUID);
  });

  it('at info level a successful request logs nothing, a 5xx logs an error with the request id', async () => {
    const before = log.lines.length;
    await h.app.inject({ method: 'GET', url: '/health/live' });
    await h.app.inject({ method: 'GET', url: '/open/nothing' });
    expect(log.lines.slice(before)).toEqual([]);
    const failed = await h.app.inject({ method: 'GET', url: '/health/ready', headers: { 'x-request-id': 'lb-5xx' } });
    expect(failed.statusCode).toBe(503);
    expect(log.lines.slice(before)).toContainEqual(
      expect.objectContaining({ level: 50, reqId: 'lb-5xx', msg: 'request failed', route: '/health/ready', status: 503 }),
    );
  });
});

describe('admission control', () => {
  let h: Harness;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'boda-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Boda</title><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'app-A1b2C3.js'), 'console.log("boda")');
    // A heap limit of one byte: the process is always "under pressure" once sampled.
    h = await startHarness({
      seed: false,
      webDir,
      admission: { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 1, sampleIntervalMs: 10, retryAfterSeconds: 7 },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  afterAll(async () => {
    await h.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('refuses with 503 WB-503-001 and Retry-After when overloaded; liveness still answers', async () => {
    const refused = await h.app.inject({ method: 'GET', url: '/open/company?command=LIST_NORMAL' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('7');
    expect(refused.json()).toEqual({
      success: false,
      errorCode: ErrorCode.UNAVAILABLE,
      message: 'The service is temporarily unavailable.',
      data: null,
    });
    expect((await h.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
    const live = await h.app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
  });

  it("still sends the web app's pages and code when overloaded (a page refused its code ends on the error page)", async () => {
    const page = await h.app.inject({ method: 'GET', url: '/demo/room/list' });
    expect([page.statusCode, page.body]).toEqual([200, expect.stringContaining('<div id="root">')]);
    const code = await h.app.inject({ method: 'GET', url: '/assets/app-A1b2C3.js' });
    expect([code.statusCode, code.body]).toEqual([200, 'console.log("boda")']);
    // An API call is still refused, a write to a page path too (only reading the app is exempt).
    expect((await h.app.inject({ method: 'GET', url: '/boda/user?command=GET_ME' })).statusCode).toBe(503);
    expect((await h.app.inject({ method: 'POST', url: '/demo/room/list' })).statusCode).toBe(503);
  });
});
