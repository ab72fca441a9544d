import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isUtf8MimeType, mime } from '@fastify/send';
import type { FastifyInstance } from 'fastify';

/** A hashed asset as the build left it: the file, and its .br and .gz twins when the build wrote them. */
interface Asset {
  type: string;
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** A file name in the assets folder: no folders, no dot files, no source maps. */
const ASSET_NAME = /^[A-Za-z0-9][\w.-]*$/;

async function readOrNull(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
    throw err;
  }
}

async function loadAsset(dir: string, name: string): Promise<Asset | null> {
  const raw = await readOrNull(join(dir, name));
  if (!raw) return null;
  const [br, gzip] = await Promise.all([readOrNull(join(dir, `${name}.br`)), readOrNull(join(dir, `${name}.gz`))]);
  const type = mime.getType(name) ?? 'application/octet-stream';
  return { type: isUtf8MimeType(type) ? `${type}; charset=utf-8` : type, raw, br, gzip };
}

/** The twin the browser takes (brotli first), or null: then the file itself (compression.ts may still compress it). */
function encodingFor(acceptEncoding: string | undefined, asset: Asset): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (asset.br && /\bbr\b/.test(accepted)) return 'br';
  if (asset.gzip && /\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/**
 * The web build's hashed assets (`/assets/<name>`) from memory: a name never changes its bytes, so each
 * file and its compressed twins are read once, on first request, and then sent without touching the
 * disk. The static plugin spends ~1 ms of the event loop per file (it lists the folder to check the
 * name's spelling, then stats, opens and streams the file); a cold load of the app asks for 40 to 120
 * of them, and a class opening the app at once multiplies that. A name that is not there goes to the
 * not-found handler (a 404, never index.html) and is looked up again next time (a deploy may add it).
 */
export function registerHashedAssets(app: FastifyInstance, assetsDir: string, cacheControl: string): void {
  const assets = new Map<string, Promise<Asset | null>>();
  app.get<{ Params: { name: string } }>('/assets/:name', async (req, reply) => {
    const { name } = req.params;
    if (!ASSET_NAME.test(name) || name.endsWith('.map')) return reply.callNotFound();
    let loading = assets.get(name);
    if (!loading) {
      loading = loadAsset(assetsDir, name);
      assets.set(name, loading);
      loading.then((asset) => asset ?? assets.delete(name)).catch(() => assets.delete(name));
    }
    const asset = await loading;
    if (!asset) return reply.callNotFound();
    const encoding = encodingFor(req.headers['accept-encoding'], asset);
    reply.header('content-type', asset.type).header('cache-control', cacheControl).header('vary', 'accept-encoding');
    if (encoding === null) return reply.send(asset.raw);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? asset.br : asset.gzip);
  });
}
