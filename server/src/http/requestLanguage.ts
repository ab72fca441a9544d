import { acceptedLanguage, type Language } from '@boda/contract';
import type { IncomingHttpHeaders } from 'node:http';

/**
 * The language the caller shows, from Accept-Language: the app's API client sends the language on
 * screen (the lang parameter, the saved setting, else the browser's, foundation.md 1), a browser
 * without it sends its own list. Null when it names none we have. Only the header's first 200
 * characters are read.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language | null {
  const header = headers['accept-language'];
  return typeof header === 'string' ? acceptedLanguage(header.slice(0, 200)) : null;
}
