import type { IssueDetail } from '../errors';

/*
 * Text PostgreSQL cannot store: a NUL character (U+0000) in any string is refused by the database
 * with an error, so the dispatcher refuses it as a bad parameter before a handler sees the input.
 */

const MAX_DEPTH = 32;

/** The dotted path of the first string (value or key) holding a NUL, or null when there is none. */
export function pathOfNul(value: unknown, path: string[] = [], depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') : null;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = pathOfNul(value[i], [...path, String(i)], depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Only plain data: parsed inputs may hold Dates or buffers, which carry no text.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = pathOfNul(item, [...path, key], depth + 1);
    if (found !== null) return found;
  }
  return null;
}

export function nulDetail(path: string): IssueDetail {
  return { path, message: 'Text may not contain a NUL character.' };
}
