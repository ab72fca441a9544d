import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/*
 * What a backup holds and a restore fills: every table of the public schema (drizzle's own migration
 * table is remade by migrating), its stored columns (generated ones are computed again), and every
 * sequence. Names come from the catalogue, quoted, never from the file.
 */

/**
 * One text form for every type, on both ends whatever the server's defaults: ISO dates with offsets
 * (UTC), hex bytea, floats with all their digits.
 */
export const SESSION_SETTINGS = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  'SET LOCAL extra_float_digits = 3',
  "SET LOCAL bytea_output = 'hex'",
];

export interface TableColumns {
  table: string;
  columns: Array<{ name: string; type: string }>;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function tablesOf(db: Db): Promise<TableColumns[]> {
  const found = await rows<{ table: string; name: string; type: string }>(
    db,
    sql`SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, NULL) AS type
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relkind = 'r'
        ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, TableColumns>();
  for (const { table, name, type } of found) {
    const entry = tables.get(table) ?? { table, columns: [] };
    entry.columns.push({ name, type });
    tables.set(table, entry);
  }
  return [...tables.values()];
}

/** The public schema's sequences, as quoted qualified names. */
export async function sequencesOf(db: Db): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`SELECT format('%I.%I', schemaname, sequencename) AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return found.map((s) => s.name);
}

/** The foreign keys of the public schema with their definitions, to drop while rows load and add back after. */
export async function foreignKeysOf(db: Db): Promise<Array<{ table: string; name: string; definition: string }>> {
  return rows(
    db,
    sql`SELECT format('%I', c.relname) AS table, format('%I', k.conname) AS name, pg_get_constraintdef(k.oid) AS definition
        FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND k.contype = 'f'
        ORDER BY 1, 2`,
  );
}
