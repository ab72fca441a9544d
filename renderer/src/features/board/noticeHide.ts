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
 * Shown without 'do not show again': once per sign-in (StorageKey.SIGN_IN, renewed at each login), not
 * again on a reload, a typed address or another tab of the same sign-in. Kept in local storage, which
 * the web build and Electron's renderer both have and which outlives reloads and tabs.
 */
function signIn(): string {
  return platform.storage.get(StorageKey.SIGN_IN) ?? '';
}

function shownList(): number[] {
  try {
    const parsed: unknown = JSON.parse(platform.storage.get(StorageKey.NOTICE_SHOWN) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return [];
    const { signIn: of, posts } = parsed as { signIn?: unknown; posts?: unknown };
    if (of !== signIn() || !Array.isArray(posts)) return [];
    return posts.filter((v): v is number => typeof v === 'number');
  } catch {
    return [];
  }
}

/** The notices the pop-up has shown in this sign-in. */
export function shownNotices(): Set<number> {
  return new Set(shownList());
}

export function markNoticeShown(postIdx: number): void {
  const posts = shownList();
  if (posts.includes(postIdx)) return;
  platform.storage.set(StorageKey.NOTICE_SHOWN, JSON.stringify({ signIn: signIn(), posts: [...posts, postIdx] }));
}
