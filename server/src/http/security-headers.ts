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

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    return payload;
  });
}
