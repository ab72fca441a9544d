import type { Language } from '@boda/contract';
import { isLanguage } from '../../i18n/language';
import { isFlagOn, pickKey, readNativeAppData } from '../../platform';

/** What the class client passes to /wb/fileDownload (service-area 2.17): language, room and the upload flag. */
export interface FileDownloadViewData {
  language: Language | null;
  roomCode: string | null;
  /** The class client lets this user add materials (a teacher in class). */
  upload: boolean;
}

/**
 * Reads the `data` query value (platform/nativeAppData): short keys Lng, Rcd, Upload (as /wb/attendee's
 * Lng, Rcd, Multi) or spelled out. A malformed value is logged and ignored.
 */
export function parseFileDownloadData(raw: string | null): FileDownloadViewData {
  const data = readNativeAppData(raw, 'fileDownload');
  const language = pickKey(data, 'Lng', 'lng', 'language', 'languageCode');
  const roomCode = pickKey(data, 'Rcd', 'rcd', 'roomCode', 'RoomCode');
  return {
    language: typeof language === 'string' && isLanguage(language) ? language : null,
    roomCode: typeof roomCode === 'string' && roomCode.trim() !== '' ? roomCode.trim() : null,
    upload: isFlagOn(pickKey(data, 'Upload', 'upload', 'Upl', 'uploadYn', 'uploadFlag')),
  };
}
