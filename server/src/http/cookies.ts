import type { IncomingHttpHeaders } from 'node:http';

/*
 * The few cookies the server sets belong to sign-in flows only (the API itself authenticates by
 * bearer token): always HttpOnly, SameSite, on a path as narrow as the flow, Secure on https.
 */

/** A cookie's value from the request, or null; values we set are base64url and need no decoding. */
export function readCookie(headers: IncomingHttpHeaders, name: string): string | null {
  const header = headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  sameSite: 'Strict' | 'Lax';
  /** PUBLIC_ORIGIN: Secure when it is https. */
  publicOrigin: string;
}

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const secure = options.publicOrigin.startsWith('https:') ? '; Secure' : '';
  return `${name}=${value}; Path=${options.path}; Max-Age=${options.maxAgeSeconds}; HttpOnly; SameSite=${options.sameSite}${secure}`;
}
