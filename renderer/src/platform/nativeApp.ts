/**
 * The bridge to the native class client that hosts the /wb/* web views (service-area 2.17): the two
 * commands it understands, send user list and close web view, posted as JSON
 * `{ command, data }` through whichever host channel the page runs in: WebView2 on Windows
 * (`window.chrome.webview`), WKWebView on macOS and iOS (`window.webkit.messageHandlers.boda`), an
 * Android web view (`window.BodaApp`). A command sent while the previous one is under 2 seconds old is
 * dropped (the native view is busy for that long; a double click must not send twice).
 */

export type NativeAppCommand = 'sendUserList' | 'closeWebView';

/** One picked user in the app's short keys: user id, user index, user name, company code. */
export interface NativeAppUser {
  Uid: string;
  Uidx: number;
  Unm: string;
  Ccd: string;
}

interface HostWindow {
  chrome?: { webview?: { postMessage(message: unknown): void } };
  webkit?: { messageHandlers?: { boda?: { postMessage(message: unknown): void } } };
  BodaApp?: { postMessage(message: string): void };
}

export const NATIVE_APP_BUSY_MS = 2000;

let busyUntil = 0;

function hostChannel(): ((message: string) => void) | null {
  const host = window as unknown as HostWindow;
  if (host.chrome?.webview) return (m) => host.chrome?.webview?.postMessage(m);
  if (host.webkit?.messageHandlers?.boda) return (m) => host.webkit?.messageHandlers?.boda?.postMessage(m);
  if (host.BodaApp) return (m) => host.BodaApp?.postMessage(m);
  return null;
}

/** The page runs inside the native class client (a host channel is there). */
export function inNativeApp(): boolean {
  return hostChannel() !== null;
}

/**
 * Posts a command to the native app. False when it could not go: no host (an ordinary browser tab) or
 * the previous command is under 2 seconds old.
 */
export function sendToNativeApp(command: NativeAppCommand, data?: unknown, now = Date.now()): boolean {
  const post = hostChannel();
  if (!post) {
    console.warn(`[native app] no host to receive ${command}`);
    return false;
  }
  if (now < busyUntil) return false;
  busyUntil = now + NATIVE_APP_BUSY_MS;
  post(JSON.stringify(data === undefined ? { command } : { command, data }));
  return true;
}

/** Sends the picked users and closes the web view (the close goes right after, inside the same busy window). */
export function sendUserListAndClose(users: NativeAppUser[], now = Date.now()): boolean {
  if (!sendToNativeApp('sendUserList', users, now)) return false;
  const post = hostChannel();
  post?.(JSON.stringify({ command: 'closeWebView' }));
  return true;
}

/** For tests: forget the busy window. */
export function resetNativeAppBusy(): void {
  busyUntil = 0;
}
