/**
 * Pure security decisions for the Electron shell; window.ts and index.ts only wire them to events,
 * so every rule here is unit tested under Node.
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'boda';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** The renderer's CSP. The server origin is the only remote place it may talk to or load images from. */
export function contentSecurityPolicy(serverOrigin: string | null): string {
  const server = serverOrigin ? ` ${serverOrigin}` : '';
  return [
    `default-src 'self'`,
    `script-src 'self'`,
    // Fluent UI (Griffel) inserts <style> rules at runtime; scripts stay strict.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${server}`,
    `media-src 'self' blob:${server}`,
    `font-src 'self' data:`,
    `connect-src 'self'${server}`,
    // pdf.js runs its worker from a bundled file or a blob.
    `worker-src 'self' blob:`,
    `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'none'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

let devRendererOrigin: string | null = null;

/**
 * `electron-vite dev` serves the renderer from a local dev server. Only the unpackaged app may call
 * this (index.ts checks app.isPackaged); packaged builds trust app://boda alone.
 */
export function trustDevRendererOrigin(origin: string | null): void {
  devRendererOrigin = origin;
}

/** In-window navigation stays inside the bundled app; IPC is answered only for these frames. */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    if (devRendererOrigin !== null && u.origin === devRendererOrigin) return true;
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST;
  } catch {
    return false;
  }
}

/**
 * External links open in the system browser only for https URLs on allowed hosts. An entry is a host
 * ('help.boda.kr') or a parent domain ('*.boda.kr'); the configured server origin is allowed as is.
 */
export function isAllowedExternal(url: string, allowedHosts: readonly string[], serverOrigin: string | null): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (u.username || u.password) return false;
  if (serverOrigin !== null && u.origin === serverOrigin) return true;
  if (u.protocol !== 'https:') return false;
  const host = u.hostname.toLowerCase();
  return allowedHosts.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith('*.') ? host.endsWith(e.slice(1)) && host.length > e.length - 1 : host === e;
  });
}

/** Permissions the renderer may get (only from the bundled app). Camera, mic, geolocation, etc. are never needed: the class client does media. */
const GRANTED = new Set(['clipboard-sanitized-write', 'fullscreen']);

export function isPermissionGranted(permission: string, requestingUrl: string): boolean {
  return GRANTED.has(permission) && isAppUrl(requestingUrl);
}

export type WindowOpenDecision = { action: 'deny'; openExternal?: string };

/** window.open / target=_blank: never a new Electron window; allowed links go to the system browser. */
export function decideWindowOpen(url: string, allowedHosts: readonly string[], serverOrigin: string | null): WindowOpenDecision {
  return isAllowedExternal(url, allowedHosts, serverOrigin) ? { action: 'deny', openExternal: url } : { action: 'deny' };
}
