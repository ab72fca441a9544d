import { StorageKey } from '@boda/contract';
import { platform } from '../../platform';

/** The login form remembers the auto-login choice together with the last user id. */
export function readRememberedLogin(): { userId: string; autoLogin: boolean } {
  return {
    userId: platform.storage.get(StorageKey.LAST_USER_ID) ?? '',
    autoLogin: platform.storage.get(StorageKey.AUTO_LOGIN) === '1',
  };
}

export function saveRememberedLogin(userId: string, autoLogin: boolean): void {
  platform.storage.set(StorageKey.LAST_USER_ID, userId);
  platform.storage.set(StorageKey.AUTO_LOGIN, autoLogin ? '1' : '0');
}
