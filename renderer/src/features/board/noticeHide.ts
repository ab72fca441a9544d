import { StorageKey } from '@boda/contract';
import { platform } from '../../platform';

/*
 * 'Do not show again' of the notice pop-up: per post until its end date, in local storage as
 * {postIdx: end instant}. Expired entries are purged whenever the list is read.
 */

const NO_END_MS = 365 * 86_400_000;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(platform.storage.get(StorageKey.NOTICE_HIDE) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The hidden posts still inside their period; expired ones are dropped from storage. */
export function hiddenNotices(now = new Date()): Set<number> {
  const all = read();
  const live = Object.entries(all).filter(([, until]) => new Date(until).getTime() >= now.getTime());
  if (live.length !== Object.keys(all).length) platform.storage.set(StorageKey.NOTICE_HIDE, JSON.stringify(Object.fromEntries(live)));
  return new Set(live.map(([postIdx]) => Number(postIdx)));
}

export function hideNotice(postIdx: number, publishEndDatetime: string | null, now = new Date()): void {
  const until = publishEndDatetime ?? new Date(now.getTime() + NO_END_MS).toISOString();
  platform.storage.set(StorageKey.NOTICE_HIDE, JSON.stringify({ ...read(), [postIdx]: until }));
}

/*
 * Closed without 'do not show again': away for the rest of this browser session (tab), per user.
 * Session storage is the same in the web build and Electron's renderer; unavailable, it is skipped.
 */
const dismissedKey = (userIdx: number) => `boda.noticeDismissed.${userIdx}`;

function session(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function dismissedNotices(userIdx: number): Set<number> {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(dismissedKey(userIdx)) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((v): v is number => typeof v === 'number') : []);
  } catch {
    return new Set();
  }
}

export function dismissNotice(userIdx: number, postIdx: number): void {
  try {
    session()?.setItem(dismissedKey(userIdx), JSON.stringify([...dismissedNotices(userIdx), postIdx]));
  } catch {
    // Storage full or refused: the notice simply comes back on the next page load.
  }
}
