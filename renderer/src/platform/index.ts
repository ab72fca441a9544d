import { webPlatform } from './platform.web';
import type { Platform } from './types';

export type { KeyValueStore, OsKind, Platform, StoredSession, TokenStore } from './types';

/**
 * The ONE place that decides web versus Electron: the Electron preload exposes `window.boda`.
 * Until platform.electron.ts exists the web implementation serves both; the desktop build then
 * plugs its implementation in here (keychain token store, launcher, updates).
 */
function detectPlatform(): Platform {
  const electron = typeof window !== 'undefined' && 'boda' in window;
  if (electron) return { ...webPlatform, kind: 'electron', offersAppDownload: false };
  return webPlatform;
}

export const platform: Platform = detectPlatform();
