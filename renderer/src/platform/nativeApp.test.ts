import { afterEach, describe, expect, it } from 'vitest';
import { inNativeApp, NATIVE_APP_BUSY_MS, resetNativeAppBusy, sendToNativeApp, sendUserListAndClose } from './nativeApp';

type HostWindow = Window & { chrome?: unknown; webkit?: unknown; BodaApp?: unknown };
const host = window as HostWindow;

afterEach(() => {
  delete host.chrome;
  delete host.webkit;
  delete host.BodaApp;
  resetNativeAppBusy();
});

describe('the native app bridge', () => {
  it('sends nothing outside the app', () => {
    expect(inNativeApp()).toBe(false);
    expect(sendToNativeApp('closeWebView')).toBe(false);
  });

  it('posts JSON commands through WebView2, WKWebView or an Android host', () => {
    for (const install of [
      (post: (m: unknown) => void) => (host.chrome = { webview: { postMessage: post } }),
      (post: (m: unknown) => void) => (host.webkit = { messageHandlers: { boda: { postMessage: post } } }),
      (post: (m: unknown) => void) => (host.BodaApp = { postMessage: post }),
    ]) {
      const got: unknown[] = [];
      install((m) => got.push(JSON.parse(String(m))));
      resetNativeAppBusy();
      expect(sendToNativeApp('closeWebView')).toBe(true);
      expect(got).toEqual([{ command: 'closeWebView' }]);
      delete host.chrome;
      delete host.webkit;
      delete host.BodaApp;
    }
  });

  it('drops a command sent within 2 seconds of the last one', () => {
    const got: unknown[] = [];
    host.chrome = { webview: { postMessage: (m: string) => got.push(JSON.parse(m)) } };
    const users = [{ Uid: 'a', Uidx: 1, Unm: 'A', Ccd: 'C' }];
    expect(sendUserListAndClose(users, 1000)).toBe(true);
    expect(sendUserListAndClose(users, 1000 + NATIVE_APP_BUSY_MS - 1)).toBe(false);
    expect(got).toHaveLength(2);
    expect(sendUserListAndClose(users, 1000 + NATIVE_APP_BUSY_MS)).toBe(true);
    expect(got).toHaveLength(4);
  });
});
