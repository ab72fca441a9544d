import { StorageKey } from '@boda/contract';
import { platform } from '../../platform';

/**
 * Keys of the session itself: resetting settings keeps the user signed in with the same language.
 * Everything else under the BODA_ prefix is a setting (auto login, note download type and its
 * prompt flag, hidden notices, remembered periods and columns) and goes.
 */
const KEEP: readonly string[] = [
  StorageKey.TOKEN,
  StorageKey.REMEMBER_TOKEN,
  StorageKey.USER,
  StorageKey.COMPANY,
  StorageKey.CONFIG,
  StorageKey.USER_TYPE,
  StorageKey.SETTING,
  StorageKey.NATIVE,
  StorageKey.EMERGENCY_MODE,
  StorageKey.LANGUAGE,
];

const SETTINGS: readonly string[] = [StorageKey.AUTO_LOGIN, StorageKey.NOTE_DOWNLOAD_TYPE, StorageKey.LAST_USER_ID, StorageKey.NOTICE_HIDE];

/** Clears this browser's stored settings; answers how many entries were removed. */
export function resetBrowserSettings(storage: Storage | null = typeof window === 'undefined' ? null : window.localStorage): number {
  const keys = new Set<string>(SETTINGS);
  if (storage) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key && key.startsWith('BODA_') && !KEEP.includes(key)) keys.add(key);
    }
  }
  let removed = 0;
  for (const key of keys) {
    if (platform.storage.get(key) !== null) removed += 1;
    platform.storage.remove(key);
  }
  return removed;
}
