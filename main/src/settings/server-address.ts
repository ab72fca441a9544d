/**
 * A server address as the user types it ('boda.example.kr', 'https://boda.example.kr/') becomes an
 * origin. https only; plain http is accepted for loopback so a local server works in development.
 */
export function normalizeServerAddress(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || trimmed.length > 2048) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let u: URL;
  try {
    u = new URL(withScheme);
  } catch {
    return null;
  }
  if (u.username || u.password || u.search || u.hash || (u.pathname !== '/' && u.pathname !== '')) return null;
  const loopback = u.hostname === '127.0.0.1' || u.hostname === 'localhost' || u.hostname === '[::1]';
  if (u.protocol !== 'https:' && !(u.protocol === 'http:' && loopback)) return null;
  return u.origin;
}
