/*
 * Small SQL helpers every repository shares: one LIKE escaping, one date-range filter, one
 * unique-violation test, one timestamp-to-ISO conversion.
 */

import { gte, ilike, lte, type SQL, sql } from 'drizzle-orm';

/**
 * A list's date range (searchStartDate..searchEndDate, both ends included, each optional): the
 * conditions for the ends given, to spread into a where list.
 */
export function inDateRange(column: Parameters<typeof gte>[0], range: { from?: Date | string; to?: Date | string }): SQL[] {
  const at = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(column, at(range.from)));
  if (range.to) conditions.push(lte(column, at(range.to)));
  return conditions;
}

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

/** The FROM of a statement that reads only values side by side (scalar subqueries): exactly one row. */
export const oneRow = sql`(values (1)) as one_row`;

/** A nullable timestamp column as the contract's ISO string. */
export function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}
