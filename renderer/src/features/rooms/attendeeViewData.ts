import type { Language } from '@boda/contract';
import { isLanguage } from '../../i18n/language';
import { isFlagOn, pickKey, readNativeAppData } from '../../platform';

/** What the class client passes to /wb/attendee (service-area 2.17): language, room, and whether several may be picked. */
export interface AttendeeViewData {
  language: Language | null;
  roomCode: string | null;
  multiple: boolean;
}

/** Reads the `data` query value: short keys Lng, Rcd, Multi or spelled out; a malformed value is logged and ignored. */
export function parseAttendeeViewData(raw: string | null): AttendeeViewData {
  const data = readNativeAppData(raw, 'attendee');
  const language = pickKey(data, 'Lng', 'lng', 'language', 'languageCode');
  const roomCode = pickKey(data, 'Rcd', 'rcd', 'roomCode', 'RoomCode');
  return {
    language: typeof language === 'string' && isLanguage(language) ? language : null,
    roomCode: typeof roomCode === 'string' && roomCode.trim() !== '' ? roomCode.trim() : null,
    multiple: isFlagOn(pickKey(data, 'Multi', 'multi', 'multiple')),
  };
}

const byName = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Attendees in name order: case-insensitive and numeric-aware ('Student 2' before 'student 10'). */
export function sortByName<T extends { userName: string }>(users: readonly T[]): T[] {
  return [...users].sort((a, b) => byName.compare(a.userName, b.userName));
}
