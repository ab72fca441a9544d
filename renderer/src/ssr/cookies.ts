/** How long a remembered cookie lasts: 400 days, the longest browsers keep one. */
const MAX_AGE_SECONDS = 60 * 60 * 24 * 400;

/**
 * Sets a site-wide cookie the server reads for its render of the login page (ssr/), or removes it
 * (`null`). Nothing where there is no document (the server's own render).
 */
export function writeCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const maxAge = value === null ? 0 : MAX_AGE_SECONDS;
  document.cookie = `${name}=${encodeURIComponent(value ?? '')}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** A cookie's value in a Cookie header (a request's, or `document.cookie`), decoded; null when absent, empty or malformed. */
export function readCookie(header: string | undefined, name: string): string | null {
  const part = (header ?? '').split(/;\s*/).find((entry) => entry.startsWith(`${name}=`));
  const value = part?.slice(name.length + 1);
  if (!value) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
