import { net, protocol } from 'electron';
import { pathToFileURL } from 'node:url';
import { appResponseHeaders, resolveAppAsset } from './app-protocol';
import { APP_SCHEME } from './security';

/** Must run before app 'ready'. standard + secure give app://boda a real origin and a secure context. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } },
  ]);
}

/** Serves the built renderer; every response carries the CSP header for the current server. */
export function handleAppProtocol(rendererDir: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppAsset(rendererDir, request.url);
    if (file === null) return new Response('Not found', { status: 404 });
    let res: Response;
    try {
      res = await net.fetch(pathToFileURL(file).toString());
    } catch {
      // Missing file: net.fetch rejects for file:// errors instead of answering 404.
      return new Response('Not found', { status: 404 });
    }
    const headers = new Headers(res.headers);
    for (const [k, v] of Object.entries(appResponseHeaders(csp()))) headers.set(k, v);
    return new Response(res.body, { status: res.status, headers });
  });
}
