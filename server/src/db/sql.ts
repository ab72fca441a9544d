/*
 * Small SQL helpers every repository shares: one LIKE escaping, one unique-violation test, one
 * timestamp-to-ISO conversion.
 */

import { ilike, type SQL, sql } from 'drizzle-orm';

/** LIKE pattern matching a typed keyword anywhere: % and _ (and \) are literal. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A search keyword against a text column: part of it (ILIKE, escaped) or the whole of it, case-insensitive either way. */
export function keywordMatches(column: SQL, keyword: string, partial: boolean): SQL {
  return partial ? ilike(column, containsPattern(keyword)) : sql`lower(${column}) = lower(${keyword})`;
}

/** A unique violation of PostgreSQL (both drivers report SQLSTATE 23505), optionally on one constraint. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const seen = new Set<unknown>();
  let current: unknown = err;
  // Drizzle wraps driver errors (cause chain); look through it.
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    const { code, constraint: name, message } = current as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23505') {
      if (constraint === undefined) return true;
      if (name === constraint || (typeof message === 'string' && message.includes(constraint))) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** A nullable timestamp column as the contract's ISO string. */
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
