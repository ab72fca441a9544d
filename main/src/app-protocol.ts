import path from 'node:path';
import { APP_HOST, APP_SCHEME } from './security';

/**
 * Maps an app://boda/... request to a file under the built renderer folder. Returns null for
 * anything outside it. Paths without an extension are client-side routes and get index.html.
 */
export function resolveAppAsset(rendererDir: string, requestUrl: string): string | null {
  let u: URL;
  try {
    u = new URL(requestUrl);
  } catch {
    return null;
  }
  if (u.protocol !== `${APP_SCHEME}:` || u.host !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(u.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const root = path.resolve(rendererDir);
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  const target = path.resolve(root, relative === '' ? 'index.html' : relative);
  if (target !== root && !target.startsWith(root + path.sep)) return null;
  return path.extname(target) === '' ? path.join(root, 'index.html') : target;
}

/** Headers for every app:// response. CSP is sent as a header so the renderer cannot loosen it. */
export function appResponseHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
}
