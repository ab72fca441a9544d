import type { BodaBridge } from '@boda/contract/desktop';
import type { KeyValueStore, StoredSession, TokenStore } from './types';

/**
 * Non-secret token fields (type, lifetime, company) and which keychain entry holds the secrets.
 * A desktop-only key: the web build keeps the whole token under BODA_TOKEN instead.
 */
export const TOKEN_META_KEY = 'BODA_TOKEN_META';

interface TokenMeta {
  userKey: string;
  companyId: string;
  expiresIn: number;
}

const USER_KEY = /^[A-Za-z0-9_.@:-]{1,128}$/;
const PLAIN_USER_ID = /^[A-Za-z0-9_.@-]{1,60}$/;

function readMeta(storage: KeyValueStore): TokenMeta | null {
  const raw = storage.get(TOKEN_META_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TokenMeta>;
    if (typeof value.userKey !== 'string' || !USER_KEY.test(value.userKey) || typeof value.companyId !== 'string') return null;
    return { userKey: value.userKey, companyId: value.companyId, expiresIn: typeof value.expiresIn === 'number' ? value.expiresIn : 0 };
  } catch {
    return null;
  }
}

function base64url(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The access token's subject (userIdx); read only to name the keychain entry, never trusted. */
function subjectOf(accessToken: string): string | null {
  try {
    const payload = JSON.parse(atob((accessToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof payload.sub === 'string' && /^\d{1,20}$/.test(payload.sub) ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * The keychain entry name '<companyId>:<userId>'. User ids may hold Korean letters, which the
 * bridge's key grammar does not allow: those become a stable hash of the id instead.
 */
export async function userKeyFor(companyId: string, userId: string): Promise<string> {
  const company = companyId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
  if (PLAIN_USER_ID.test(userId)) return `${company}:${userId}`;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(userId));
  return `${company}:h.${base64url(digest)}`;
}

async function resolveUserKey(session: StoredSession, meta: TokenMeta | null): Promise<string | null> {
  const companyId = session.token?.companyId ?? meta?.companyId ?? null;
  if (companyId === null) return meta?.userKey ?? null;
  if (session.userId) return userKeyFor(companyId, session.userId);
  if (meta && meta.companyId === companyId) return meta.userKey;
  const sub = session.token ? subjectOf(session.token.access_token) : null;
  return sub ? `${companyId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64)}:idx.${sub}` : null;
}

/**
 * Desktop tokens: access, refresh and remember tokens in the OS keychain through `boda.tokens`
 * (one entry per server and user), the rest of the token in the key-value storage.
 */
export function createElectronTokenStore(tokens: BodaBridge['tokens'], storage: KeyValueStore): TokenStore {
  // One keychain operation at a time, in call order: a refresh right after a login must not be overtaken.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };
  const store: TokenStore = {
    async load() {
      const meta = readMeta(storage);
      const stored = await tokens.get(meta ? { userKey: meta.userKey } : {});
      if (stored === null) return null;
      const { accessToken, refreshToken, rememberToken } = stored.tokens;
      const token =
        accessToken && refreshToken && meta
          ? {
              access_token: accessToken,
              refresh_token: refreshToken,
              token_type: 'Bearer' as const,
              expires_in: meta.expiresIn,
              companyId: meta.companyId,
            }
          : null;
      return token || rememberToken ? { token, rememberToken } : null;
    },

    async save(session) {
      const meta = readMeta(storage);
      if (!session.token && !session.rememberToken) {
        await tokens.clear(meta ? { userKey: meta.userKey } : {});
        storage.remove(TOKEN_META_KEY);
        return;
      }
      const userKey = await resolveUserKey(session, meta);
      if (userKey === null || !USER_KEY.test(userKey)) throw new Error('no keychain entry name for this session');
      await tokens.set({
        userKey,
        tokens: {
          accessToken: session.token?.access_token ?? null,
          refreshToken: session.token?.refresh_token ?? null,
          rememberToken: session.rememberToken,
        },
      });
      const next: TokenMeta = {
        userKey,
        companyId: session.token?.companyId ?? meta?.companyId ?? userKey.split(':')[0],
        expiresIn: session.token?.expires_in ?? meta?.expiresIn ?? 0,
      };
      storage.set(TOKEN_META_KEY, JSON.stringify(next));
    },

    async clear() {
      const meta = readMeta(storage);
      await tokens.clear(meta ? { userKey: meta.userKey } : {});
      storage.remove(TOKEN_META_KEY);
    },
  };
  return { load: () => serial(store.load), save: (session) => serial(() => store.save(session)), clear: () => serial(store.clear) };
}
