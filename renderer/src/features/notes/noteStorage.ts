import { STORAGE_PREFIX, StorageKey } from '@boda/contract';
import { platform } from '../../platform';

/*
 * What the notes remember in this browser (manage-area 9: "local storage also remembers ... column
 * count"): the page grid's columns, the download type and whether to ask for it. All are settings
 * under the BODA_ prefix, so "reset settings" (features/users/resetSettings.ts) clears them.
 */
export const NOTE_COLUMNS_KEY = `${STORAGE_PREFIX}NOTE_COLUMNS`;
/** '1': ask for the type before each download (the default); '0': use the remembered type. */
export const NOTE_DOWNLOAD_ASK_KEY = `${STORAGE_PREFIX}NOTE_DOWNLOAD_ASK`;

export const NOTE_COLUMN_CHOICES = [1, 2, 3, 4] as const;
export type NoteColumns = (typeof NOTE_COLUMN_CHOICES)[number];
export const NOTE_COLUMNS_DEFAULT: NoteColumns = 2;

export function readNoteColumns(): NoteColumns {
  const stored = Number(platform.storage.get(NOTE_COLUMNS_KEY));
  return (NOTE_COLUMN_CHOICES as readonly number[]).includes(stored) ? (stored as NoteColumns) : NOTE_COLUMNS_DEFAULT;
}

export function saveNoteColumns(columns: NoteColumns): void {
  platform.storage.set(NOTE_COLUMNS_KEY, String(columns));
}

export type NoteDownloadType = 'pdf' | 'zip';

export interface DownloadTypeChoice {
  type: NoteDownloadType;
  /** Ask again before the next download. */
  ask: boolean;
}

export function readDownloadChoice(): DownloadTypeChoice {
  const stored = platform.storage.get(StorageKey.NOTE_DOWNLOAD_TYPE);
  const type: NoteDownloadType = stored === 'zip' ? 'zip' : 'pdf';
  // Without a remembered type there is nothing to use silently: ask.
  const ask = stored === null || platform.storage.get(NOTE_DOWNLOAD_ASK_KEY) !== '0';
  return { type, ask };
}

export function saveDownloadChoice(choice: DownloadTypeChoice): void {
  platform.storage.set(StorageKey.NOTE_DOWNLOAD_TYPE, choice.type);
  platform.storage.set(NOTE_DOWNLOAD_ASK_KEY, choice.ask ? '1' : '0');
}
