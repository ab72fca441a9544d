import { Languages, type Language } from '../enums';

export function isLanguage(value: string | null | undefined): value is Language {
  return value !== null && value !== undefined && (Languages as readonly string[]).includes(value);
}

/** The supported language a language tag names ('ko-KR', 'ko' -> 'ko'), else null. */
export function languageOfTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.toLowerCase().split('-')[0];
  return isLanguage(base) ? base : null;
}

/**
 * The first supported language of an Accept-Language header, in its order (q-values are not weighed:
 * browsers list by preference, and the app's API client sends the one language on screen); else null.
 */
export function acceptedLanguage(header: string | undefined): Language | null {
  for (const entry of (header ?? '').split(',')) {
    const language = languageOfTag(entry.split(';')[0]?.trim());
    if (language) return language;
  }
  return null;
}
