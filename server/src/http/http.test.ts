import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ErrorCode } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';

let h: Harness;
let webDir: string;
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'boda-web-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Boda</title><div id="root"></div>');
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("boda")');
  writeFileSync(join(webDir, 'assets', 'app.js.map'), '{"version":3,"sourcesContent":["secret source"]}');
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app.js"}}');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  h = await startHarness({ seed: false, webDir, logger: { level: 'info', stream } });
  // A route that fails the way real bugs do, to see what leaks.
  h.app.get('/boda/__explode', async () => {
    throw new Error('database password is hunter2');
  });
});
afterAll(async () => {
  await h.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('envelope on failures', () => {
  it('unknown /open and /boda routes answer 404 WB-404-001', async () => {
    for (const [method, url] of [
      ['GET', '/open/nothing'],
      ['POST', '/boda/nothing/here'],
      ['GET', '/boda'],
    ] as const) {
      const reply = await h.app.inject({ method, url });
      expect(reply.statusCode).toBe(404);
      expect(reply.json()).toEqual({ success: false, errorCode: ErrorCode.NOT_FOUND, message: 'Not found.', data: null });
    }
  });

  it('an unexpected error is WB-500-001 without message or stack in the body, but logged', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/boda/__explode' });
    expect(reply.statusCode).toBe(500);
    expect(reply.json()).toEqual({ success: false, errorCode: ErrorCode.INTERNAL, message: 'A system error occurred.', data: null });
    expect(reply.body).not.toContain('hunter2');
    expect(reply.body).not.toMatch(/at .*\.ts/);
    const logged = logLines.find((l) => l.msg === 'unexpected error');
    expect(JSON.stringify(logged)).toContain('hunter2');
    expect((logged?.err as { stack?: string } | undefined)?.stack).toContain('http.test.ts');
  });

  it('malformed JSON, a wrong content type and an oversized body map to catalogue codes', async () => {
    const badJson = await h.app.inject({
      method: 'POST',
      url: '/open/logger',
      payload: '{"entries": [',
      headers: { 'content-type': 'application/json' },
    });
    expect([badJson.statusCode, badJson.json().errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    const xml = await h.app.inject({
      method: 'POST',
      url: '/open/logger',
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect([xml.statusCode, xml.json().errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    const huge = await h.app.inject({
      method: 'POST',
      url: '/open/logger',
      payload: JSON.stringify({ entries: [{ level: 'warn', message: 'x'.repeat(1_100_000), timestamp: 1 }] }),
      headers: { 'content-type': 'application/json' },
    });
    expect([huge.statusCode, huge.json().errorCode]).toEqual([400, ErrorCode.FILE_TOO_LARGE]);
  });

  it('a missing command is WB-400-212 with the field in details', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/open/company' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ errorCode: ErrorCode.BAD_PARAMETER, details: [{ path: 'command' }] });
  });
});

describe('POST /open/logger', () => {
  it('writes warn and error entries to the server log under the logger name', async () => {
    const reply = await h.send(
      'logger.ship',
      {
        entries: [
          { level: 'warn', message: 'slow render', timestamp: '2026-11-23T00:00:00.000Z' },
          { level: 'error', message: 'render failed', stacktrace: 'at App (app.tsx:1)', timestamp: 1795400000000 },
        ],
      },
      { headers: { 'x-logger-name': 'renderer.app' } },
    );
    expect(reply.body).toEqual({ success: true, errorCode: null, data: { result: { accepted: 2 } } });
    const shipped = logLines.filter((l) => l.clientLogger === 'renderer.app');
    expect(shipped.map((l) => [l.level, l.msg])).toEqual([
      [40, 'slow render'],
      [50, 'render failed'],
    ]);
    expect(shipped[1]?.stacktrace).toBe('at App (app.tsx:1)');
  });

  it('refuses more than 50 entries, long messages and other levels', async () => {
    const entry = { level: 'warn' as const, message: 'm', timestamp: 1 };
    for (const entries of [
      Array.from({ length: 51 }, () => entry),
      [{ ...entry, message: 'x'.repeat(4001) }],
      [{ ...entry, level: 'info' as 'warn' }],
      [],
    ]) {
      const reply = await h.send('logger.ship', { entries });
      expect([reply.status, reply.body.errorCode]).toEqual([400, ErrorCode.BAD_PARAMETER]);
    }
  });
});

describe('web build', () => {
  it('serves files and falls back to index.html for client routes', async () => {
    const asset = await h.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toContain('boda');
    for (const url of ['/', '/demo', '/demo/manage/user/list?x=1', '/intro/academy']) {
      const page = await h.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<div id="root">');
    }
  });

  it('never serves source maps or the build manifest', async () => {
    for (const url of ['/assets/app.js.map', '/.vite/manifest.json']) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect(reply.body).not.toContain('secret source');
      expect(reply.body).not.toContain('assets/app.js');
    }
  });

  it('keeps the API out of the fallback', async () => {
    const api = await h.app.inject({ method: 'GET', url: '/open/unknown/page' });
    expect(api.statusCode).toBe(404);
    expect(api.json().errorCode).toBe(ErrorCode.NOT_FOUND);
    const post = await h.app.inject({ method: 'POST', url: '/demo/main' });
    expect(post.statusCode).toBe(404);
    expect(post.json().errorCode).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('security headers', () => {
  it('every page, asset, API answer and error forbids framing and sniffing and trims the referrer', async () => {
    const answers = [
      await h.app.inject({ method: 'GET', url: '/' }),
      await h.app.inject({ method: 'GET', url: '/demo/manage/user/list' }),
      await h.app.inject({ method: 'GET', url: '/assets/app.js' }),
      await h.app.inject({ method: 'GET', url: '/open/unknown/page' }),
      await h.app.inject({
        method: 'POST',
        url: '/open/login/loginBoda',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    for (const reply of answers) {
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});
