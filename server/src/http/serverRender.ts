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
  loginPageCompany(path: string, search: string, userAgent: string): string | null;
  detectRequestLanguage(request: { search: string; cookie: string | undefined; acceptLanguage: string | undefined }): string;
  renderLoginPage(request: {
    path: string;
    search: string;
    language: string;
    companyId: string;
    loginInfo: unknown;
  }): Promise<{ head: string; body: string; page: unknown } | null>;
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

  return async (req) => {
    const queryAt = req.url.indexOf('?');
    const path = queryAt === -1 ? req.url : req.url.slice(0, queryAt);
    const search = queryAt === -1 ? '' : req.url.slice(queryAt);
    const module = await entry();
    const companyId = module?.loginPageCompany(path, search, req.headers['user-agent'] ?? '');
    if (!module || !companyId) return null;
    try {
      const language = module.detectRequestLanguage({
        search,
        cookie: req.headers.cookie,
        acceptLanguage: req.headers['accept-language'],
      });
      // The page's one question, asked as the browser would ask it: the same route, checks and answer.
      const answer = await app.inject({ method: 'GET', url: '/open/company/loginInfo', query: { companyId, language } });
      const envelope = answer.json<{ success?: boolean; data?: unknown }>();
      if (answer.statusCode !== 200 || !envelope.success) return null;
      const [template, rendered] = await Promise.all([
        readFile(resolve(webDir, 'index.html'), 'utf8'),
        module.renderLoginPage({ path, search, language, companyId, loginInfo: envelope.data }),
      ]);
      if (!rendered || !ROOT.test(template)) return null;
      const page = JSON.stringify(rendered.page).replace(/</g, '\\u003c');
      return template
        .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
        .replace('</head>', () => `${rendered.head}</head>`)
        .replace(
          ROOT,
          () => `<div id="root">${rendered.body}</div><script type="application/json" id="${module.SERVER_PAGE_ID}">${page}</script>`,
        );
    } catch (error) {
      req.log.error({ err: error }, 'the login page did not render on the server; the browser renders it');
      return null;
    }
  };
}
