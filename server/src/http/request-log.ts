import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy may hand us as a request id: short, and safe to put in a header and a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: a fresh UUID per request, or the id of the reverse proxy in front (its
 * `x-request-id`) when the proxy is trusted, so one id follows a request through both logs.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const forwarded = req.headers[REQUEST_ID_HEADER];
    if (trustProxy && typeof forwarded === 'string' && FORWARDED_ID.test(forwarded)) return forwarded;
    return randomUUID();
  };
}

/**
 * Per-request logs (Fastify's own are disabled): one line per answer at debug, or at error for a 5xx,
 * always carrying the request id that the caller also gets back in `x-request-id`.
 */
export function registerRequestLog(app: FastifyInstance): void {
  // Callback hooks: no promise per request.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
  app.addHook('onResponse', (req, reply, done) => {
    const fields = {
      method: req.method,
      // The route pattern, not the URL: query strings may carry codes and names.
      route: req.routeOptions.url ?? 'not found',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (reply.statusCode >= 500) req.log.error(fields, 'request failed');
    else req.log.debug(fields, 'request done');
    done();
  });
}
