import type { Language } from '@boda/contract';
import { isLanguage } from '../../i18n/language';

/** What the class client passes to /wb/fileDownload (service-area 2.17): language, room and the upload flag. */
export interface FileDownloadViewData {
  language: Language | null;
  roomCode: string | null;
  /** The class client lets this user add materials (a teacher in class). */
  upload: boolean;
}

const EMPTY: FileDownloadViewData = { language: null, roomCode: null, upload: false };

const pick = (record: Record<string, unknown>, ...keys: string[]) => keys.map((key) => record[key]).find((value) => value !== undefined);

/** 1, '1', true, 'true', 'Y' turn the flag on; anything else leaves it off. */
function flag(value: unknown): boolean {
  return value === true || value === 1 || (typeof value === 'string' && ['1', 'true', 'y'].includes(value.trim().toLowerCase()));
}

/**
 * Reads the `data` query value: JSON, URL-encoded or not, in the app's short keys (Lng, Rcd, Upload,
 * as /wb/attendee's Lng, Rcd, Multi) or spelled out. A malformed value is logged and ignored.
 */
export function parseFileDownloadData(raw: string | null): FileDownloadViewData {
  if (!raw) return EMPTY;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.trim().startsWith('{') ? raw : decodeURIComponent(raw));
  } catch (error) {
    console.warn('[wb/fileDownload] data is not JSON', error);
    return EMPTY;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return EMPTY;
  const data = parsed as Record<string, unknown>;
  const language = pick(data, 'Lng', 'lng', 'language', 'languageCode');
  const roomCode = pick(data, 'Rcd', 'rcd', 'roomCode', 'RoomCode');
  return {
    language: typeof language === 'string' && isLanguage(language) ? language : null,
    roomCode: typeof roomCode === 'string' && roomCode.trim() !== '' ? roomCode.trim() : null,
    upload: flag(pick(data, 'Upload', 'upload', 'Upl', 'uploadYn', 'uploadFlag')),
  };
}
