import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ErrorCode } from '@boda/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { errorBody } from './error-handler';
import { loginPageRenderer } from './serverRender';
import { registerHashedAssets } from './web-assets';

/** Vite's output folder for content-hashed files: a new build never changes a file under a used name. */
export const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and the like: the browser may keep them but asks first (ETag / Last-Modified). */
export const REVALIDATE = 'no-cache';

export function isApiPath(path: string): boolean {
  return /^\/(open|boda)(\/|$)/.test(path);
}

/**
 * The web build, when present, with an SPA fallback to index.html; every other miss is the
 * catalogue's 404. Hashed assets are cached for a year, everything else revalidates.
 */
export async function registerWeb(app: FastifyInstance, webDirOption: string | null | undefined): Promise<void> {
  const webDir = webDirOption ? resolve(webDirOption) : null;
  const serveWeb = webDir !== null && existsSync(resolve(webDir, 'index.html'));
  const assetsDir = webDir ? resolve(webDir, HASHED_ASSETS_PREFIX.slice(1)) + sep : null;
  // Source maps never reach browsers: the web build emits none, and a stale or analysis build's maps
  // stay private too; nor do dot folders (.vite/manifest.json, the bundle budget's input).
  if (serveWeb) {
    if (assetsDir) registerHashedAssets(app, assetsDir, IMMUTABLE);
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      dotfiles: 'ignore',
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      cacheControl: false,
      // The web build writes .br and .gz beside its text files (scripts/precompressWeb.ts): sent as they are.
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', assetsDir && path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else if (webDir) app.log.warn({ webDir }, 'web build not found; serving the API only');
  const renderLoginPage = serveWeb && webDir ? loginPageRenderer(app, webDir) : null;

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && !path.startsWith(HASHED_ASSETS_PREFIX);
    if (serveWeb && isPage) {
      // The login page comes rendered (serverRender.ts): in the visitor's language, with the company's
      // current configuration, so it is never kept without asking.
      const rendered = renderLoginPage ? await renderLoginPage(req) : null;
      if (rendered !== null) {
        return reply
          .header('cache-control', REVALIDATE)
          .header('vary', 'cookie, accept-language')
          .type('text/html; charset=utf-8')
          .send(rendered);
      }
      // Client-side routes (/demo/main, /demo/manage/...) all load the single page app. A missing
      // hashed asset is a 404, never index.html that a browser would keep as that asset.
      return reply.header('cache-control', REVALIDATE).sendFile('index.html');
    }
    return reply.status(404).send(errorBody(new AppError(ErrorCode.NOT_FOUND)));
  });
}
