import { SERVICE_TYPE_HEADER, LOGGER_NAME_HEADER } from '@boda/contract';
import type { FastifyInstance } from 'fastify';

/** The desktop renderer is served from app://boda (main/src/security.ts) and calls the API cross-origin. */
export const DESKTOP_ORIGIN = 'app://boda';

const ALLOWED_HEADERS = ['authorization', 'content-type', SERVICE_TYPE_HEADER, LOGGER_NAME_HEADER].join(', ');

/**
 * CORS for an explicit list of origins only. Auth is a bearer header, never a cookie, so no
 * credentials mode is needed; an origin not on the list simply gets no CORS headers.
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  // A callback hook (no promise per request): a preflight is answered here, without `done`.
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return done();
    reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      void reply
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
      return;
    }
    done();
  });
}
