import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';

let h: Harness;
let webDir: string;
const script = `export const greeting = ${JSON.stringify('안녕하세요 '.repeat(400))};\n`;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'boda-web-delivery-'));
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'index.html'), `<!doctype html><title>Boda</title><div id="root"></div>${'<!-- pad -->'.repeat(200)}`);
  writeFileSync(join(webDir, 'assets', 'index-B9x2kQ.js'), script);
  writeFileSync(join(webDir, 'assets', 'logo-C1d2e3.png'), png);
  writeFileSync(join(webDir, 'favicon.ico'), 'icon');
  // As the web build leaves a chunk (scripts/precompressWeb.ts); the build's compressed twins say so, to tell them apart.
  writeFileSync(join(webDir, 'assets', 'solver-D4e5f6.js'), script);
  writeFileSync(join(webDir, 'assets', 'solver-D4e5f6.js.br'), brotliCompressSync(`${script}// built br`));
  writeFileSync(join(webDir, 'assets', 'solver-D4e5f6.js.gz'), gzipSync(`${script}// built gz`));
  h = await startHarness({ webDir });
});
afterAll(async () => {
  await h.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('compression by Accept-Encoding', () => {
  it('sends web assets as brotli or gzip, whichever the browser prefers, and plain to one that asks for neither', async () => {
    const br = await h.app.inject({ method: 'GET', url: '/assets/index-B9x2kQ.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(script) / 5);

    const gzip = await h.app.inject({ method: 'GET', url: '/assets/index-B9x2kQ.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await h.app.inject({ method: 'GET', url: '/assets/index-B9x2kQ.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("sends the build's own .br and .gz of a chunk as they are, with the chunk's type and caching", async () => {
    const br = await h.app.inject({ method: 'GET', url: '/assets/solver-D4e5f6.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${script}// built br`);

    const gzip = await h.app.inject({ method: 'GET', url: '/assets/solver-D4e5f6.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`${script}// built gz`);

    const plain = await h.app.inject({ method: 'GET', url: '/assets/solver-D4e5f6.js' });
    expect(plain.body).toBe(script);
    // The twins are the server's to choose, never addressed directly as a file of another type.
    const twin = await h.app.inject({ method: 'GET', url: '/assets/solver-D4e5f6.js.br' });
    expect(twin.headers['content-type']).not.toMatch(/javascript/);
  });

  it('refuses a compressed request body with a 4xx answer (no client sends one; nothing decompresses it)', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: '/open/login/loginBoda',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: gzipSync('companyId=demo&username=operator&password=Boda!2468'),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(reply.json()).toMatchObject({ success: false });
  });

  it('compresses JSON answers of the API', async () => {
    const operator = await h.login('operator');
    const reply = await h.app.inject({
      method: 'GET',
      url: '/boda/user?command=LIST&paging=false&size=100',
      headers: { authorization: `Bearer ${operator.token.access_token}`, 'x-service-type': 'MANAGE', 'accept-encoding': 'gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(gunzipSync(reply.rawPayload).toString()) as { success: boolean };
    expect(body.success).toBe(true);
  });

  it('leaves already-compressed types (images) and tiny answers alone', async () => {
    const image = await h.app.inject({ method: 'GET', url: '/assets/logo-C1d2e3.png', headers: { 'accept-encoding': 'br, gzip' } });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(png)).toBe(true);
    const tiny = await h.app.inject({ method: 'GET', url: '/health/live', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
  });
});

describe('browser caching', () => {
  it('caches hashed assets for a year as immutable', async () => {
    for (const url of ['/assets/index-B9x2kQ.js', '/assets/logo-C1d2e3.png']) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect([reply.statusCode, reply.headers['cache-control']]).toEqual([200, 'public, max-age=31536000, immutable']);
    }
  });

  it('makes index.html, the SPA fallback and other root files revalidate', async () => {
    for (const url of ['/', '/index.html', '/demo/manage/users', '/favicon.ico']) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect([url, reply.statusCode, reply.headers['cache-control']]).toEqual([url, 200, 'no-cache']);
    }
    const fallback = await h.app.inject({ method: 'GET', url: '/demo/main' });
    expect(fallback.body).toContain('<div id="root">');
  });

  it('reads a hashed asset once, from then on from memory; a name missing at first is found once a deploy adds it', async () => {
    const late = join(webDir, 'assets', 'late-E7f8g9.js');
    expect((await h.app.inject({ method: 'GET', url: '/assets/late-E7f8g9.js' })).statusCode).toBe(404);
    writeFileSync(late, 'export const late = 1;\n');
    const found = await h.app.inject({ method: 'GET', url: '/assets/late-E7f8g9.js' });
    expect([found.statusCode, found.body, found.headers['cache-control']]).toEqual([
      200,
      'export const late = 1;\n',
      'public, max-age=31536000, immutable',
    ]);
    expect(found.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    // A hashed name never changes its bytes: what was read is what is sent.
    writeFileSync(late, 'export const late = 2;\n');
    expect((await h.app.inject({ method: 'GET', url: '/assets/late-E7f8g9.js' })).body).toBe('export const late = 1;\n');
    const head = await h.app.inject({ method: 'HEAD', url: '/assets/late-E7f8g9.js' });
    expect([head.statusCode, head.body]).toEqual([200, '']);
  });

  it('serves no dot file of the assets folder, nor a file above the web folder', async () => {
    writeFileSync(join(webDir, 'assets', '.env'), 'SECRET=1');
    writeFileSync(join(webDir, '..', `${basename(webDir)}-outside.txt`), 'SECRET=2');
    for (const url of [
      '/assets/.env',
      `/assets/..%2F..%2F${basename(webDir)}-outside.txt`,
      `/assets/%2e%2e/%2e%2e/${basename(webDir)}-outside.txt`,
    ]) {
      const reply = await h.app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBeLessThan(500);
      expect(reply.body, url).not.toContain('SECRET');
    }
    rmSync(join(webDir, '..', `${basename(webDir)}-outside.txt`));
  });

  it('answers 404 for a hashed asset that is not there, instead of the page a browser would keep as that asset', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/assets/index-OLD123.js' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ success: false, errorCode: 'WB-404-001' });
  });

  it('keeps no-store on the API', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/open/company?command=LIST_NORMAL' });
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
