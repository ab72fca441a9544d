import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from '../test/harness';

/**
 * The server's part of the login page render: which requests get it, how the page is put together,
 * and that any failure sends the bare page. The render itself (a stand-in module here, as the web
 * build would leave it in .ssr/) is tests/integration/server-render.test.ts's; the two together in
 * a browser are tests/e2e/specs/server-render.spec.ts's.
 */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><title>Boda</title></head>
  <body>
    <div id="root"><div class="boot-splash" data-testid="boot-splash"><span></span></div></div>
    <script type="module" src="/assets/index-A1.js"></script>
  </body>
</html>`;

/** Renders `<main>` with what it was given; ?explode makes it throw. */
const ENTRY = `
export const SERVER_PAGE_ID = 'boda-server-page';
export function loginPageCompany({ path, search }) {
  const match = /^\\/([^/]+)\\/?$/.exec(path);
  return match && !search.includes('brk=') ? decodeURIComponent(match[1]) : null;
}
export function detectRequestLanguage({ cookie, acceptLanguage }) {
  if (cookie && cookie.includes('boda_lang=ko')) return 'ko';
  return acceptLanguage && acceptLanguage.startsWith('ko') ? 'ko' : 'en';
}
export async function renderLoginPage(request) {
  globalThis.__bodaTestRenders = (globalThis.__bodaTestRenders ?? 0) + 1;
  if (request.search.includes('explode')) throw new Error('render failed');
  return {
    head: '<style id="page-styles">main{}</style><meta name="pad" content="' + 'a'.repeat(2000) + '">',
    body: '<main data-testid="login-form">' + request.language + ':' + request.loginInfo.result.company.companyName + '</main>',
    page: { path: request.path, language: request.language, companyId: request.companyId, note: '</script><script>alert(1)</script>' },
  };
}
`;

let h: Harness;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'boda-server-render-'));
  mkdirSync(join(webDir, '.ssr'));
  writeFileSync(join(webDir, 'index.html'), TEMPLATE);
  writeFileSync(join(webDir, '.ssr', 'serverEntry.js'), ENTRY);
  // The build's manifest names each language's first-screen translations chunk.
  mkdirSync(join(webDir, '.vite'));
  const manifest = {
    'src/i18n/locales/en.ts': { file: 'assets/en-E1.js', isDynamicEntry: true },
    'src/i18n/locales/ko.ts': { file: 'assets/ko-K1.js', isDynamicEntry: true },
    'src/i18n/locales/ko.more.ts': { file: 'assets/ko.more-K2.js', isDynamicEntry: true },
  };
  writeFileSync(join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  h = await startHarness({ webDir });
});
afterAll(async () => {
  await h.close();
  rmSync(webDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url, headers });

describe('the login page from the server', () => {
  it("sends index.html with the rendered page in #root, its styles in the head and the company's answer beside it", async () => {
    const response = await page('/demo', { 'accept-language': 'ko-KR,ko;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/cookie/i);
    expect(response.headers.vary).toMatch(/accept-language/i);
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    // The page's translations load beside the entry (the browser asks for them only once the entry has run).
    expect(html).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/ko-K1\.js"><style id="page-styles">main\{\}<\/style><meta name="pad" content="a+"><\/head>/,
    );
    expect(html).not.toContain('en-E1.js');
    expect(html).not.toContain('ko.more');
    // The company's name from the real login info command, in the asked language.
    expect(html).toMatch(
      /<div id="root"><main data-testid="login-form">ko:[^<]+<\/main><\/div><script type="application\/json" id="boda-server-page">/,
    );
    expect(html).not.toContain('boot-splash');
    expect(html).toContain('<script type="module" src="/assets/index-A1.js"></script>');
  });

  it('keeps the JSON beside the page from closing its script element', async () => {
    const html = (await page('/demo')).body;
    const block = /<script type="application\/json" id="boda-server-page">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toMatchObject({ companyId: 'demo', note: '</script><script>alert(1)</script>' });
  });

  it('renders a page once for visitors who ask for the same one, and again for another language', async () => {
    const renders = () => (globalThis as { __bodaTestRenders?: number }).__bodaTestRenders ?? 0;
    const before = renders();
    await Promise.all([page('/demo?lang=en'), page('/demo?lang=en'), page('/demo?lang=en')]);
    expect(renders() - before).toBe(1);
    const korean = await page('/demo?lang=en', { 'accept-language': 'ko' });
    expect(korean.body).toContain('ko:');
    expect(renders() - before).toBe(2);
  });

  it('takes the saved language from its cookie', async () => {
    const html = (await page('/demo', { cookie: 'boda_lang=ko', 'accept-language': 'en' })).body;
    expect(html).toContain('ko:');
    expect(html).toContain('href="/assets/ko-K1.js"');
    expect((await page('/demo', { 'accept-language': 'en' })).body).toContain('href="/assets/en-E1.js"');
  });

  it('is compressed like any page', async () => {
    const response = await page('/demo', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('sends the bare page for requests it does not render: other paths, link tokens, unknown companies', async () => {
    for (const url of ['/demo/room/list', '/demo?brk=abc', '/no-such-company']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('boot-splash');
      expect(response.body, url).not.toContain('boda-server-page');
    }
  });

  it('never sends the render module itself', async () => {
    const response = await page('/.ssr/serverEntry.js');
    expect(response.body).not.toContain('renderLoginPage');
  });

  it('answers a malformed address with a 4xx, never a 500', async () => {
    const response = await page('/%E0%A4%A');
    expect(response.statusCode).toBe(400);
  });

  it('sends the bare page when the render fails', async () => {
    const response = await page('/demo?explode=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('boot-splash');
    expect(response.body).not.toContain('boda-server-page');
  });
});
