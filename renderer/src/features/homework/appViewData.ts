import type { Language } from '@boda/contract';
import { isLanguage } from '../../i18n/language';
import { pickKey, readNativeAppData } from '../../platform';

/** What the native app passes to /wb/textbook (service-area 2.17): whose homework, and in which language. */
export interface TextbookViewData {
  /** The first entry of the target user list; null when absent. */
  userIdx: number | null;
  language: Language | null;
}

/**
 * Reads the `data` query value (platform/nativeAppData) with a target user list and a language code, in the
 * app's short keys (TargetUserList, Lng) or spelled out. A malformed value is logged and ignored.
 */
export function parseTextbookViewData(raw: string | null): TextbookViewData {
  const data = readNativeAppData(raw, 'textbook');
  const list = pickKey(data, 'TargetUserList', 'targetUserList', 'UserList', 'userList');
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  const rawIdx =
    typeof first === 'object' && first !== null ? pickKey(first as Record<string, unknown>, 'UserIdx', 'userIdx', 'Uidx', 'uidx') : first;
  const userIdx = Number(rawIdx);
  const language = pickKey(data, 'Lng', 'lng', 'language', 'languageCode');
  return {
    userIdx: Number.isInteger(userIdx) && userIdx > 0 ? userIdx : null,
    language: typeof language === 'string' && isLanguage(language) ? language : null,
  };
}
