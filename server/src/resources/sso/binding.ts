import { createHash, randomBytes } from 'node:crypto';
import { readCookie, serializeCookie } from '../../http/cookies';
import type { OpenContext } from '../../http/context';

/*
 * A partner sign-in belongs to the browser that started it. State, nonce and PKCE verifier stay on
 * the server, keyed by the state; the state also records the hash of this browser's binding cookie
 * (HttpOnly, SameSite=Lax: it comes back on the provider's redirect to our page), and the callback
 * finishes only where that cookie is presented. A code and state carried to another client (login
 * CSRF, or a code read from a shared screen or a log) are refused there.
 */

const COOKIE = 'boda_sso';
const TTL_SECONDS = 15 * 60;

const hashOf = (binding: string) => createHash('sha256').update(binding).digest('base64url');

/** Binds a starting flow to this browser: the hash to keep with the state. Concurrent flows of one browser share the cookie. */
export function bindToBrowser(ctx: OpenContext): string {
  const present = readCookie(ctx.headers, COOKIE);
  const binding = present && /^[\w-]{32,64}$/.test(present) ? present : randomBytes(24).toString('base64url');
  ctx.setCookie(
    serializeCookie(COOKIE, binding, {
      path: '/open/login',
      maxAgeSeconds: TTL_SECONDS,
      sameSite: 'Lax',
      publicOrigin: ctx.runtime.settings.publicOrigin,
    }),
  );
  return hashOf(binding);
}

/** Whether the finishing client is the browser that started the flow whose binding hash was kept. */
export function isSameBrowser(ctx: OpenContext, keptHash: unknown): boolean {
  const binding = readCookie(ctx.headers, COOKIE);
  return typeof keptHash === 'string' && binding !== null && hashOf(binding) === keptHash;
}
