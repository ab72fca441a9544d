import type { OsKind } from './types';

/** Browser-side OS guess from the user agent; Electron can answer from process.platform instead. */
export function osFromUserAgent(userAgent: string): OsKind {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent) && !/iPhone|iPad/i.test(userAgent)) return 'mac';
  if (/Linux|X11/i.test(userAgent) && !/Android/i.test(userAgent)) return 'linux';
  return 'other';
}
