import type { Language } from '@boda/contract';
import { isLanguage } from '../../i18n/language';

/** What the native app passes to /wb/textbook (service-area 2.17): whose homework, and in which language. */
export interface TextbookViewData {
  /** The first entry of the target user list; null when absent. */
  userIdx: number | null;
  language: Language | null;
}

const EMPTY: TextbookViewData = { userIdx: null, language: null };

const pick = (record: Record<string, unknown>, ...keys: string[]) => keys.map((key) => record[key]).find((value) => value !== undefined);

/**
 * Reads the `data` query value: JSON (URL-encoded or not) with a target user list and a language code, in
 * the app's short keys (TargetUserList, Lng) or spelled out. A malformed value is logged and ignored.
 */
export function parseTextbookViewData(raw: string | null): TextbookViewData {
  if (!raw) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.trim().startsWith('{') ? raw : decodeURIComponent(raw));
  } catch (error) {
    console.warn('[wb/textbook] data is not JSON', error);
    return EMPTY;
  }
  if (typeof parsed !== 'object' || parsed === null) return EMPTY;
  const data = parsed as Record<string, unknown>;
  const list = pick(data, 'TargetUserList', 'targetUserList', 'UserList', 'userList');
  const first: unknown = Array.isArray(list) ? list[0] : undefined;
  const rawIdx =
    typeof first === 'object' && first !== null ? pick(first as Record<string, unknown>, 'UserIdx', 'userIdx', 'Uidx', 'uidx') : first;
  const userIdx = Number(rawIdx);
  const language = pick(data, 'Lng', 'lng', 'language', 'languageCode');
  return {
    userIdx: Number.isInteger(userIdx) && userIdx > 0 ? userIdx : null,
    language: typeof language === 'string' && isLanguage(language) ? language : null,
  };
}
