import type { BackendName, TokenSet } from '@boda/contract/desktop';

export type { BackendName, TokenSet };

/** Where secrets go. One value (a JSON string) per account. */
export interface SecretBackend {
  readonly name: BackendName;
  /** Probed once at start; false means this backend must not be used on this machine now. */
  available(): Promise<boolean>;
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

/** The slice of Electron's safeStorage the file backend needs; tests pass a fake. */
export interface Cipher {
  isEncryptionAvailable(): boolean;
  encryptString(plain: string): Buffer;
  decryptString(encrypted: Buffer): string;
  /**
   * True when the OS gives no real secret (Linux 'basic_text': a fixed key), so the UI should say
   * tokens are only obfuscated on this machine.
   */
  isWeak?(): boolean;
}

export const KEYCHAIN_SERVICE = 'Boda Classroom';
