import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: JSON answers, HTML, JS, CSS, SVG. Anything else falls back to mime-db's
 * `compressible` flag, so images, video, PDFs, archives and octet-stream downloads (already
 * compressed, or ranged) go out as they are.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|^application\/javascript/;

/**
 * gzip or brotli by Accept-Encoding for answers over 1 KB (brotli at quality 4: fast enough per request;
 * the web build's files come compressed already, server/src/http/web.ts). Request bodies are never
 * compressed by our clients, so no route decompresses them (one hook less per request): a body sent
 * with Content-Encoding fails to parse, a 400.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, customTypes: COMPRESSIBLE, globalDecompression: false });
}
