import { z } from 'zod';
import { Limits } from '../enums';
import type { Page } from '../envelope';
import { flexInt } from './define';

/*
 * Input helpers for list-style commands. Query strings and form bodies repeat a name for each item
 * of a list (`a=1&a=2`), and a single item arrives as a plain string, so list inputs accept both.
 */

/** A row id (userIdx, roomFileIdx, ...): a positive int4, the one schema every id input uses. */
export const idSchema = flexInt.pipe(z.number().int().positive());

/** A list of whole numbers from a query string, a form body or JSON. */
export const flexIntList = z.union([z.array(flexInt), flexInt]).transform((v) => (Array.isArray(v) ? v : [v]));

/** A list of user indexes for the bulk commands: at least one, each once. */
export const userIdxListSchema = flexIntList
  .pipe(
    z
      .array(z.number().int().positive())
      .min(1)
      .max(Limits.PICKER_PAGE_SIZE * 10),
  )
  .transform((v) => [...new Set(v)]);

/** Page (1-based) and size of a paged list. */
export function pagingInput(defaultSize: number, maxSize: number = Limits.PICKER_PAGE_SIZE) {
  return {
    page: flexInt.pipe(z.number().int().min(1)).default(1),
    size: flexInt.pipe(z.number().int().min(1).max(maxSize)).default(defaultSize),
  };
}

/** Optional search keyword: trimmed, '' means none. */
export const searchKeywordSchema = z.string().trim().max(100).default('');

/** Optional text fields of forms: '' is "not given"; null and absence read the same. */
export const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? '');

/**
 * An instant with its offset (ISO 8601). Times a user picks as local days travel as instants (a room's
 * period, a list's date range: the first day's start and the last day's end, see rules/localDays.ts), so
 * the server compares instants and never guesses the caller's time zone.
 */
export const isoInstantSchema = z.iso.datetime({ offset: true });

/** 'YYYY-MM-DD': a calendar date stored as such (a unit price's period), not a moment. */
export const dateOnlySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD');

/** The schema of a `Page` of items (envelope.ts's Page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  }) satisfies z.ZodType<Page<z.output<T>>>;
}
