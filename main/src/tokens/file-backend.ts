import path from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeJsonFileAtomic } from '../settings/json-file';
import type { Cipher, SecretBackend } from './types';

const fileSchema = z.object({
  version: z.literal(1),
  /** Which backend wrote this file, so a later start can tell the user where tokens were kept. */
  backend: z.literal('safeStorage'),
  weak: z.boolean().default(false),
  entries: z.record(z.string(), z.string()),
});

/**
 * Fallback when no keychain is reachable (typically Linux without a Secret Service): values are
 * encrypted with Electron safeStorage and kept in userData/secure-tokens.json (mode 0600).
 */
export class EncryptedFileBackend implements SecretBackend {
  readonly name = 'safeStorage' as const;
  private readonly file: string;

  constructor(
    userDataDir: string,
    private readonly cipher: Cipher,
  ) {
    this.file = path.join(userDataDir, 'secure-tokens.json');
  }

  available(): Promise<boolean> {
    return Promise.resolve(this.cipher.isEncryptionAvailable());
  }

  isWeak(): boolean {
    return this.cipher.isWeak?.() ?? false;
  }

  private async read(): Promise<z.infer<typeof fileSchema>> {
    return (await readJsonFile(this.file, fileSchema)) ?? { version: 1, backend: 'safeStorage', weak: this.isWeak(), entries: {} };
  }

  async get(account: string): Promise<string | null> {
    const stored = (await this.read()).entries[account];
    if (stored === undefined) return null;
    try {
      return this.cipher.decryptString(Buffer.from(stored, 'base64'));
    } catch {
      // A file copied from another machine or user cannot be decrypted: treat as signed out.
      return null;
    }
  }

  async set(account: string, value: string): Promise<void> {
    const data = await this.read();
    data.entries[account] = this.cipher.encryptString(value).toString('base64');
    data.weak = this.isWeak();
    await writeJsonFileAtomic(this.file, data);
  }

  async delete(account: string): Promise<boolean> {
    const data = await this.read();
    if (!(account in data.entries)) return false;
    delete data.entries[account];
    await writeJsonFileAtomic(this.file, data);
    return true;
  }
}

/** Last resort: nothing persists; the user signs in on every start and the UI says why. */
export class MemoryBackend implements SecretBackend {
  readonly name = 'memory' as const;
  private readonly values = new Map<string, string>();
  available(): Promise<boolean> {
    return Promise.resolve(true);
  }
  get(account: string): Promise<string | null> {
    return Promise.resolve(this.values.get(account) ?? null);
  }
  set(account: string, value: string): Promise<void> {
    this.values.set(account, value);
    return Promise.resolve();
  }
  delete(account: string): Promise<boolean> {
    return Promise.resolve(this.values.delete(account));
  }
}
