import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../../test/harness';
import { registryEntries } from '../../test/registry';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ seed: false, publicOrigin: 'https://classroom.example.org' });
});
afterAll(async () => {
  await h.close();
});

const names = () => registryEntries().map((e) => e.name);

describe('GET /open/api-docs.json', () => {
  it('answers the OpenAPI 3.1 document with every command and download, publicly cacheable for a short time', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/open/api-docs.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const document = JSON.parse(res.body) as { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.sort()).toEqual(names().sort());
  });
});

describe('GET /open/api-docs', () => {
  it('answers a self-contained HTML page naming every command, with the base URL and the error catalogue', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/open/api-docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    for (const name of names()) expect(res.body, name).toContain(`<strong>${name}</strong>`);
    expect(res.body).toContain('https://classroom.example.org');
    expect(res.body).toContain('WB-400-212');
    expect(res.body).toContain('Class-client API');
    expect(res.body).not.toMatch(/<script|<link|<img|<iframe|\ssrc=/i);
  });

  it('runs under its own strict CSP: no script at all, and the one inline style allowed by its hash', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/open/api-docs' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    const styles = [...res.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    expect(csp).toContain(`'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`);
    expect(res.body).not.toMatch(/\sstyle=/);
  });
});
