import { type Column, sql, type Table } from 'drizzle-orm';
import type { Db } from '../../../db/client';

/** Whom an access question is asked for: the company is part of every query, by construction. */
export interface AccessScope {
  db: Db;
  companyIdx: number;
  userIdx: number;
}

/** The scope of a signed-in caller. */
export function scopeOf(ctx: { db: Db; auth: { companyIdx: number; userIdx: number } }): AccessScope {
  return { db: ctx.db, companyIdx: ctx.auth.companyIdx, userIdx: ctx.auth.userIdx };
}

/** A column named with its table: drizzle leaves columns bare in a one-table select, which a correlated subquery cannot read. */
export const col = (table: Table, column: Column) => sql`${table}.${sql.identifier(column.name)}`;

export const ids = <T>(set: ReadonlySet<T>): T[] => [...set];
