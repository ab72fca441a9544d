import { StorageKey, type Token } from '@boda/contract';
import { classroomReturnPath, openWebClassroomInTab } from './classroom.web';
import { createWebLauncher } from './launcher.web';
import { createLogShipper } from './logShipper';
import { osFromUserAgent } from './os';
import { saveFileInBrowser } from './saveFile.web';
import type { KeyValueStore, Platform, StoredSession, TokenStore } from './types';

/** localStorage can throw (private mode, disabled storage); the app then runs without persistence. */
export const localStore: KeyValueStore = {
  get(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      /* storage unavailable: keep the value in memory only */
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};

/** The stored token as the contract's Token (extra fields dropped), else null: plain checks, no zod on the login page. */
function asToken(value: unknown): Token | null {
  if (typeof value !== 'object' || value === null) return null;
  const { access_token, refresh_token, token_type, expires_in, companyId } = value as Record<string, unknown>;
  if (typeof access_token !== 'string' || typeof refresh_token !== 'string' || typeof companyId !== 'string') return null;
  if (token_type !== 'Bearer' || typeof expires_in !== 'number' || !Number.isInteger(expires_in)) return null;
  return { access_token, refresh_token, token_type, expires_in, companyId };
}

function readToken(raw: string | null): StoredSession['token'] {
  if (!raw) return null;
  try {
    return asToken(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The web build follows the spec: token JSON in BODA_TOKEN, the remember token in BODA_REMEMBER_TOKEN. */
export function createWebTokenStore(store: KeyValueStore = localStore): TokenStore {
  return {
    load() {
      const token = readToken(store.get(StorageKey.TOKEN));
      const rememberToken = store.get(StorageKey.REMEMBER_TOKEN);
      return Promise.resolve(token || rememberToken ? { token, rememberToken } : null);
    },
    save(session) {
      if (session.token) store.set(StorageKey.TOKEN, JSON.stringify(session.token));
      else store.remove(StorageKey.TOKEN);
      if (session.rememberToken) store.set(StorageKey.REMEMBER_TOKEN, session.rememberToken);
      else store.remove(StorageKey.REMEMBER_TOKEN);
      return Promise.resolve();
    },
    clear() {
      store.remove(StorageKey.TOKEN);
      store.remove(StorageKey.REMEMBER_TOKEN);
      return Promise.resolve();
    },
  };
}

/** The browser build: same-origin API, localStorage, the local agent or boda:// link for the class client. */
export function createWebPlatform(): Platform {
  return {
    kind: 'web',
    apiBaseUrl: () => '',
    tokenStore: createWebTokenStore(),
    // The server's HttpOnly device cookie does it; scripts never see the tickets.
    deviceTickets: null,
    storage: localStore,
    os: () => osFromUserAgent(window.navigator.userAgent),
    offersAppDownload: true,
    launcher: createWebLauncher(),
    openWebClassroom: (url) => Promise.resolve(openWebClassroomInTab(url)),
    classroomExit: () => {
      const path = classroomReturnPath();
      return path ? { kind: 'back', path } : null;
    },
    classroomPolicy: () => null,
    logs: createLogShipper(),
    saveFile: (request) => saveFileInBrowser(request),
    showNotification: () => undefined,
    // Browsers hand boda:// links to the desktop app, never back to a page.
    deepLinks: { take: () => Promise.resolve(null), onLink: () => () => undefined },
    updates: null,
    serverSetup: null,
    desktopSettings: null,
    secretStorageNotice: () => Promise.resolve(null),
  };
}

export const webPlatform: Platform = createWebPlatform();
