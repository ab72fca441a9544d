import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where the web build puts the server's render of the login page (scripts/serverRenderBuild.ts). */
const ENTRY = ['.ssr', 'serverEntry.js'] as const;

/** The part of renderer/src/ssr/serverEntry.tsx the server uses (the renderer is not the server's import). */
interface ServerEntry {
  SERVER_PAGE_ID: string;
  loginPageCompany(request: { path: string; search: string; userAgent: string; cookie: string | undefined }): string | null;
  detectRequestLanguage(request: { search: string; cookie: string | undefined; acceptLanguage: string | undefined }): string;
  renderLoginPage(request: {
    path: string;
    search: string;
    language: string;
    companyId: string;
    loginInfo: unknown;
  }): Promise<RenderedPage | null>;
}

interface RenderedPage {
  head: string;
  body: string;
  /** What the browser hydrates with (renderer/src/ssr/serverPage.ts), the login info among it. */
  page: { loginInfo: unknown };
}

/** How many renders are kept: per company, language and version of its login settings. */
const RENDERS_KEPT = 64;

/**
 * Renders by what they were rendered from, so a class opening the page together costs one render. The
 * key is the whole input except the answer's `serverTime` (the one field that changes with every
 * answer; the page does not show it, and the JSON beside the page always carries the fresh answer:
 * were it ever shown, hydration would find the difference and the browser draw the page anew).
 */
function keptRenders() {
  const renders = new Map<string, Promise<RenderedPage | null>>();
  return (input: object, render: () => Promise<RenderedPage | null>): Promise<RenderedPage | null> => {
    const key = JSON.stringify(input, (name, value: unknown) => (name === 'serverTime' ? undefined : value));
    let rendered = renders.get(key);
    if (rendered) renders.delete(key);
    else {
      rendered = render();
      rendered.catch(() => renders.delete(key));
    }
    renders.set(key, rendered);
    if (renders.size > RENDERS_KEPT) renders.delete(renders.keys().next().value as string);
    return rendered;
  };
}

/** The web build's manifest (Vite's): source module -> the file it was built into. */
const MANIFEST = ['.vite', 'manifest.json'] as const;
/** Each language's first-screen translations (renderer/src/i18n/resources.ts), a manifest key. */
const LANGUAGE_CHUNK = /^src\/i18n\/locales\/([a-z]+)\.ts$/;

/**
 * The file of each language's first-screen translations in this web build. The browser asks for that
 * chunk only once the entry has run (a dynamic import), and hydration waits for it: a server page names
 * it in a modulepreload, so it arrives beside the entry's files instead of after them. Empty when the
 * build has no manifest.
 */
async function languageChunks(webDir: string): Promise<Map<string, string>> {
  const chunks = new Map<string, string>();
  try {
    const manifest = JSON.parse(await readFile(resolve(webDir, ...MANIFEST), 'utf8')) as Record<string, { file: string }>;
    for (const [source, { file }] of Object.entries(manifest)) {
      const language = LANGUAGE_CHUNK.exec(source)?.[1];
      if (language) chunks.set(language, file);
    }
  } catch {
    // no manifest: no preload
  }
  return chunks;
}

/** index.html's #root with its boot spinner (renderer/index.html): replaced by the rendered page. */
const ROOT = /<div id="root">.*<\/div>/;

export type LoginPageRenderer = (req: FastifyRequest) => Promise<string | null>;

/**
 * The login page as HTML from the server (renderer/src/ssr): index.html with the page's markup in #root,
 * its styles in the head, and the answer it was rendered from for the browser to hydrate with. Null
 * when the web build has no server render, or for a request it does not cover or cannot render (an
 * unknown company, a failure): then index.html goes out as it is and the browser renders the page.
 * The module loads once the server is ready, off the first answer's path.
 */
export function loginPageRenderer(app: FastifyInstance, webDir: string): LoginPageRenderer | null {
  const entryPath = resolve(webDir, ...ENTRY);
  if (!existsSync(entryPath)) return null;
  let loading: Promise<ServerEntry | null> | null = null;
  const entry = () =>
    (loading ??= (import(pathToFileURL(entryPath).href) as Promise<ServerEntry>).catch((error: unknown) => {
      app.log.error({ err: error }, 'the login page render did not load; the browser renders it');
      return null;
    }));
  app.addHook('onReady', async () => {
    setImmediate(() => void entry());
  });
  const rendered = keptRenders();
  let chunks: Promise<Map<string, string>> | null = null;

  return async (req) => {
    const queryAt = req.url.indexOf('?');
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : req.url.slice(queryAt);
    const module = await entry();
    if (!module) return null;
    try {
      const companyId = module.loginPageCompany({ path, search, userAgent: req.headers['user-agent'] ?? '', cookie: req.headers.cookie });
      if (!companyId) return null;
      const language = module.detectRequestLanguage({
        search,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      // The page's one question, asked as the browser would ask it: the same route, checks and answer.
      const answer = await app.inject({ method: 'GET', url: '/open/company/loginInfo', query: { companyId, language } });
      const envelope = answer.json<{ success?: boolean; data?: unknown }>();
      if (answer.statusCode !== 200 || !envelope.success) return null;
      const request = { path, search, language, companyId, loginInfo: envelope.data };
      const [template, page, languageFiles] = await Promise.all([
        readFile(resolve(webDir, 'index.html'), 'utf8'),
        rendered(request, () => module.renderLoginPage(request)),
        (chunks ??= languageChunks(webDir)),
      ]);
      if (!page || !ROOT.test(template)) return null;
      const translations = languageFiles.get(language);
      const preload = translations ? `<link rel="modulepreload" crossorigin href="/${translations}">` : '';
      const json = JSON.stringify({ ...page.page, loginInfo: envelope.data }).replace(/</g, '\\u003c');
      return template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace('</head>', () => `${preload}${page.head}</head>`)
        .replace(
          ROOT,
          () => `<div id="root">${page.body}</div><script type="application/json" id="${module.SERVER_PAGE_ID}">${json}</script>`,
        );
    } catch (error) {
      req.log.error({ err: error }, 'the login page did not render on the server; the browser renders it');
      return null;
    }
  };
}
