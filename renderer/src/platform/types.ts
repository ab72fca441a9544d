import type { Token } from '@boda/contract';

/** What survives a reload for the signed-in session: the token pair and the auto-login token. */
export interface StoredSession {
  token: Token | null;
  rememberToken: string | null;
}

/**
 * Secrets live here. Web: localStorage under the spec's BODA_ keys. Electron: the OS keychain via
 * the preload bridge, which is why every method is asynchronous.
 */
export interface TokenStore {
  load(): Promise<StoredSession | null>;
  save(session: StoredSession): Promise<void>;
  clear(): Promise<void>;
}

/**
 * Non-secret, synchronous key-value storage (user, company, config, user type, settings, language,
 * last user id...). Keys are the BODA_ StorageKey values; values are strings (JSON where structured).
 */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export type OsKind = 'windows' | 'mac' | 'linux' | 'other';

/**
 * Everything that differs between the web build and the Electron build. Features import the
 * active implementation from `platform/index.ts` and never ask which one it is.
 */
export interface Platform {
  kind: 'web' | 'electron';
  /** Origin of the API server; '' means same origin (web build served by the server). */
  apiBaseUrl(): string;
  tokenStore: TokenStore;
  storage: KeyValueStore;
  os(): OsKind;
  /** Whether the header offers the desktop app download (the desktop app itself does not). */
  offersAppDownload: boolean;
}
