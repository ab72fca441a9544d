export type ServerAddressCheck = { ok: true; address: string } | { ok: false; reason: 'empty' | 'invalid' | 'insecure' };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * First-run check of what the user typed, before main (the authority, main/src/settings/
 * server-address.ts) stores it: an http(s) address without path, query or credentials; https
 * unless the server is on this computer. 'boda.example.kr' means https://boda.example.kr.
 */
export function checkServerAddress(input: string): ServerAddressCheck {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (trimmed.length > 2048) return { ok: false, reason: 'invalid' };
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `https://${trimmed}`);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'invalid' };
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== ''))
    return { ok: false, reason: 'invalid' };
  if (!url.hostname || /\s/.test(url.hostname)) return { ok: false, reason: 'invalid' };
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) return { ok: false, reason: 'insecure' };
  return { ok: true, address: url.origin };
}
