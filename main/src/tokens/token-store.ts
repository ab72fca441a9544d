import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFileAtomic } from '../settings/json-file';
import {
  backendNameSchema,
  deviceTicketsSchema,
  tokenSetSchema,
  userKeySchema,
  type TokenNotice,
  type TokenStoreStatus,
} from '@boda/contract/desktop';
import type { SecretBackend, TokenSet } from './types';

export type { TokenNotice, TokenStoreStatus };

const indexSchema = z.object({
  backend: backendNameSchema,
  lastUserKey: z.record(z.string(), userKeySchema).default({}),
});
const storedSchema = z.object({ backend: backendNameSchema, tokens: tokenSetSchema, savedAt: z.string() });

export function accountName(serverOrigin: string, userKey: string): string {
  return `${serverOrigin}|${userKey}`;
}

/** The device tickets' entry: '#' never occurs in a user key, so no user's tokens can share it. */
export function deviceAccountName(serverOrigin: string): string {
  return `${serverOrigin}#device`;
}

export class TokenStore {
  private backend: SecretBackend | null = null;
  private current: TokenStoreStatus = { backend: 'memory', notice: null, previousBackend: null };
  private lastUserKey: Record<string, string> = {};
  private readonly indexFile: string;

  /** backends in order of preference: keychain, then the encrypted file, then memory. */
  constructor(
    userDataDir: string,
    private readonly backends: readonly SecretBackend[],
    private readonly weak: () => boolean = () => false,
  ) {
    this.indexFile = path.join(userDataDir, 'token-index.json');
  }

  async init(): Promise<TokenStoreStatus> {
    const previous = await readJsonFile(this.indexFile, indexSchema);
    this.lastUserKey = previous?.lastUserKey ?? {};
    for (const candidate of this.backends) {
      if (await candidate.available()) {
        this.backend = candidate;
        break;
      }
    }
    const chosen = this.backend?.name ?? 'memory';
    const previousBackend = previous?.backend ?? null;
    let notice: TokenNotice | null = null;
    if (chosen === 'memory') notice = 'NOT_PERSISTED';
    else if (previousBackend !== null && previousBackend !== chosen) notice = 'BACKEND_CHANGED';
    else if (chosen === 'safeStorage') notice = this.weak() ? 'WEAK_ENCRYPTION' : 'NO_KEYCHAIN';
    this.current = { backend: chosen, notice, previousBackend };
    await this.writeIndex();
    return this.current;
  }

  status(): TokenStoreStatus {
    return this.current;
  }

  private use(): SecretBackend {
    if (this.backend === null) throw new Error('token store not initialised or no backend available');
    return this.backend;
  }

  /** Without a userKey, the last user who stored tokens for this server (auto login on start). */
  async get(serverOrigin: string, userKey?: string): Promise<{ userKey: string; tokens: TokenSet } | null> {
    const key = userKey ?? this.lastUserKey[serverOrigin];
    if (key === undefined) return null;
    const raw = await this.use().get(accountName(serverOrigin, key));
    if (raw === null) return null;
    try {
      const parsed = storedSchema.safeParse(JSON.parse(raw));
      return parsed.success ? { userKey: key, tokens: parsed.data.tokens } : null;
    } catch {
      return null;
    }
  }

  /** Fields left undefined keep their stored value, so a refresh can replace only the access token. */
  async set(serverOrigin: string, userKey: string, tokens: Partial<TokenSet>): Promise<void> {
    const existing = (await this.get(serverOrigin, userKey))?.tokens;
    const merged = tokenSetSchema.parse({ ...existing, ...stripUndefined(tokens) });
    const backend = this.use();
    await backend.set(
      accountName(serverOrigin, userKey),
      JSON.stringify({ backend: backend.name, tokens: merged, savedAt: new Date().toISOString() }),
    );
    this.lastUserKey[serverOrigin] = userKey;
    await this.writeIndex();
  }

  async clear(serverOrigin: string, userKey?: string): Promise<void> {
    const key = userKey ?? this.lastUserKey[serverOrigin];
    if (key === undefined) return;
    await this.use().delete(accountName(serverOrigin, key));
    if (this.lastUserKey[serverOrigin] === key) delete this.lastUserKey[serverOrigin];
    await this.writeIndex();
  }

  /**
   * The server's device tickets for this app (the x-boda-device header): what a browser keeps in
   * its device cookie. Kept apart from the users' tokens, so signing out (clear) keeps them: the
   * owner's app stays known while a stranger's wrong passwords lock the account for others.
   */
  async getDevice(serverOrigin: string): Promise<string | null> {
    const raw = await this.use().get(deviceAccountName(serverOrigin));
    const parsed = raw === null ? null : deviceTicketsSchema.safeParse(raw);
    return parsed?.success ? parsed.data : null;
  }

  async setDevice(serverOrigin: string, tickets: string): Promise<void> {
    await this.use().set(deviceAccountName(serverOrigin), deviceTicketsSchema.parse(tickets));
  }

  private writeIndex(): Promise<void> {
    return writeJsonFileAtomic(this.indexFile, { backend: this.current.backend, lastUserKey: this.lastUserKey });
  }
}

function stripUndefined(tokens: Partial<TokenSet>): Partial<TokenSet> {
  return Object.fromEntries(Object.entries(tokens).filter(([, v]) => v !== undefined));
}
