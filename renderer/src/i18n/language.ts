import { acceptedLanguage, FALLBACK_LANGUAGE, languageOfTag, StorageKey, type Language } from '@boda/contract';
import { platform } from '../platform';
import { readCookie, writeCookie } from '../ssr/cookies';

export { isLanguage } from '@boda/contract';

/** foundation.md 1: the lang query parameter, then the saved setting, then the browser, else en. */
export function detectLanguage(search: string = window.location.search): Language {
  const fromQuery = languageOfTag(new URLSearchParams(search).get('lang'));
  if (fromQuery) return fromQuery;
  const saved = languageOfTag(platform.storage.get(StorageKey.LANGUAGE));
  if (saved) return saved;
  for (const tag of window.navigator.languages ?? [window.navigator.language]) {
    const browser = languageOfTag(tag);
    if (browser) return browser;
  }
  return FALLBACK_LANGUAGE;
}

/**
 * The saved setting as a cookie too, for the server that renders the login page (ssr/): it cannot read
 * the browser's storage, and a page rendered in another language than the browser's is not hydrated.
 */
export const LANGUAGE_COOKIE = 'boda_lang';

export function saveLanguage(language: Language): void {
  platform.storage.set(StorageKey.LANGUAGE, language);
  writeCookie(LANGUAGE_COOKIE, language);
}

/** A setting saved before the cookie existed reaches the server from the next visit on. */
export function syncLanguageCookie(): void {
  const saved = languageOfTag(platform.storage.get(StorageKey.LANGUAGE));
  if (saved && readCookie(document.cookie, LANGUAGE_COOKIE) !== saved) writeCookie(LANGUAGE_COOKIE, saved);
}

/**
 * detectLanguage's order on the server, for a request: the lang query parameter, the saved setting (its
 * cookie), then the browser's languages (Accept-Language, the same list as navigator.languages), else en.
 */
export function detectRequestLanguage(request: {
  search: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}): Language {
  const fromQuery = languageOfTag(new URLSearchParams(request.search).get('lang'));
  if (fromQuery) return fromQuery;
  const saved = languageOfTag(readCookie(request.cookie, LANGUAGE_COOKIE));
  if (saved) return saved;
  return acceptedLanguage(request.acceptLanguage) ?? FALLBACK_LANGUAGE;
}
