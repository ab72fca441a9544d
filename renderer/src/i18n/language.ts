import { FALLBACK_LANGUAGE, Languages, StorageKey, type Language } from '@boda/contract';
import { platform } from '../platform';

export function isLanguage(value: string | null | undefined): value is Language {
  return value !== null && value !== undefined && (Languages as readonly string[]).includes(value);
}

function fromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : null;
}

/** foundation.md 1: the lang query parameter, then the saved setting, then the browser, else en. */
export function detectLanguage(search: string = window.location.search): Language {
  const fromQuery = fromTag(new URLSearchParams(search).get('lang'));
  if (fromQuery) return fromQuery;
  const saved = fromTag(platform.storage.get(StorageKey.LANGUAGE));
  if (saved) return saved;
  for (const tag of window.navigator.languages ?? [window.navigator.language]) {
    const browser = fromTag(tag);
    if (browser) return browser;
  }
  return FALLBACK_LANGUAGE;
}

export function saveLanguage(language: Language): void {
  platform.storage.set(StorageKey.LANGUAGE, language);
}
