import { Languages, type Language } from '@boda/contract';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The language the caller shows, from Accept-Language: the app's API client sends the language on
 * screen (the lang parameter, the saved setting, else the browser's, foundation.md 1), a browser
 * without it sends its own list. The first supported tag by order (q-values are not weighed: browsers
 * list by preference). Null when none is supported.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language | null {
  const header = headers['accept-language'];
  if (typeof header !== 'string') return null;
  for (const entry of header.slice(0, 200).split(',')) {
    const base = entry.split(';')[0]?.trim().toLowerCase().split('-')[0];
    if ((Languages as readonly string[]).includes(base ?? '')) return base as Language;
  }
  return null;
}
