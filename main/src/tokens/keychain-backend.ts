import { AsyncEntry } from '@napi-rs/keyring';
import { KEYCHAIN_SERVICE, type SecretBackend } from './types';

/**
 * The OS keychain via @napi-rs/keyring (Keychain on macOS, Credential Manager on Windows, Secret
 * Service on Linux). N-API, so the same binary works under Node (tests) and Electron.
 */
export class KeychainBackend implements SecretBackend {
  readonly name = 'keychain' as const;

  constructor(private readonly service: string = KEYCHAIN_SERVICE) {}

  async available(): Promise<boolean> {
    // A write-read-delete round trip: on Linux the library loads fine without a Secret Service and
    // only fails on use, and a locked or missing collection must count as unavailable.
    const probe = new AsyncEntry(this.service, `probe|${process.pid}|${Date.now()}`);
    try {
      await probe.setPassword('ok');
      const back = await probe.getPassword();
      await probe.deletePassword();
      return back === 'ok';
    } catch {
      return false;
    }
  }

  get(account: string): Promise<string | null> {
    return new AsyncEntry(this.service, account).getPassword().then((v) => v ?? null);
  }

  set(account: string, value: string): Promise<void> {
    return new AsyncEntry(this.service, account).setPassword(value);
  }

  async delete(account: string): Promise<boolean> {
    try {
      return await new AsyncEntry(this.service, account).deletePassword();
    } catch {
      // Deleting what is not there is success for logout.
      return false;
    }
  }
}
