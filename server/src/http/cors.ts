import { CLASS_CLIENT_UPLOAD_PATH, DEVICE_TICKET_HEADER, LOGGER_NAME_HEADER, SERVICE_TYPE_HEADER } from '@boda/contract';
import type { FastifyInstance } from 'fastify';

/** The desktop renderer is served from app://boda (main/src/security.ts) and calls the API cross-origin. */
export const DESKTOP_ORIGIN = 'app://boda';

const API = {
  methods: 'GET, POST',
  headers: ['authorization', 'content-type', SERVICE_TYPE_HEADER, LOGGER_NAME_HEADER, DEVICE_TICKET_HEADER].join(', '),
};

/**
 * The class client's resumable uploads (tus 1.0.0, resources/record/uploads.ts): its methods and
 * headers, on that route only. Every one of them still needs the attendee token (Authorization).
 */
const UPLOAD = {
  methods: 'POST, HEAD, PATCH, DELETE, OPTIONS',
  headers: [
    'authorization',
    'content-type',
    'tus-resumable',
    'upload-offset',
    'upload-length',
    'upload-defer-length',
    'upload-metadata',
  ].join(', '),
};

function isUploadPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === CLASS_CLIENT_UPLOAD_PATH || path.startsWith(`${CLASS_CLIENT_UPLOAD_PATH}/`);
}

/**
 * CORS for an explicit list of origins only. Auth is a bearer header, never a cookie, so no
 * credentials mode is needed; an origin not on the list simply gets no CORS headers. The upload
 * route's answers are written by the tus server itself, which names the same origins
 * (`allowedOrigins` there).
 */
export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  // A callback hook (no promise per request): a preflight is answered here, without `done`.
  app.addHook('onRequest', (req, reply, done) => {
    const origin = req.headers.origin;
    if (!origin || !allowed.has(origin)) return done();
    // The desktop app reads its renewed device ticket from the sign-in answer.
    reply
      .header('access-control-allow-origin', origin)
      .header('vary', 'Origin')
      .header('access-control-expose-headers', DEVICE_TICKET_HEADER);
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      const route = isUploadPath(req.url) ? UPLOAD : API;
      void reply
        .header('access-control-allow-methods', route.methods)
        .header('access-control-allow-headers', route.headers)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
      return;
    }
    done();
  });
}
