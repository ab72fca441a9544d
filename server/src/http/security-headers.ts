import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, web pages and API alike: no page of ours may be framed by another
 * site (clickjacking a sign-in or an operator's screen), browsers must not guess content types
 * (an uploaded file served as HTML), and links out of the app carry no path (invite codes, room ids).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** Set as a request arrives (a callback hook: no promise per request); a route may still set its own (the API document's CSP). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    done();
  });
}
