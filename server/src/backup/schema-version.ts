import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_FOLDER } from '../db/client';
import type { SchemaVersion } from './format';

/*
 * A backup names the newest migration applied to its database; a restore migrates the empty target to
 * exactly that version, loads the rows, then applies the newer migrations this code has (so data
 * migrations run on the restored rows as they did on the original).
 */

interface Journal {
  entries: Array<{ tag: string; when: number }>;
}

function journalOf(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The newest migration this code has. */
export function codeSchemaVersion(folder = MIGRATIONS_FOLDER): SchemaVersion {
  const newest = journalOf(folder).entries.reduce((a, b) => (b.when > a.when ? b : a));
  return { tag: newest.tag, when: newest.when };
}

/** The newest migration applied to `db` (as drizzle records it), named by the code's journal. */
export async function appliedSchemaVersion(db: Db, folder = MIGRATIONS_FOLDER): Promise<SchemaVersion> {
  const result = (await db.execute(
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  )) as unknown as { rows: Array<{ created_at: string }> };
  const when = Number(result.rows[0]?.created_at ?? 0);
  const entry = journalOf(folder).entries.find((e) => e.when === when);
  return { tag: entry?.tag ?? `unknown-${when}`, when };
}

/** Why the backup cannot go into this code's database: a schema it does not know. */
export function schemaProblem(version: SchemaVersion, folder = MIGRATIONS_FOLDER): string | null {
  const code = codeSchemaVersion(folder);
  if (version.when > code.when) {
    return `The backup's schema (${version.tag}) is newer than this version of Boda Classroom knows (${code.tag}): restore it with the version that took it, or a newer one.`;
  }
  if (!journalOf(folder).entries.some((e) => e.tag === version.tag && e.when === version.when)) {
    return `The backup's schema version ${version.tag} is not one of this version's migrations.`;
  }
  return null;
}

/** A migrations folder holding the code's migrations up to and including `version` (for drizzle's migrator). */
export function migrationsUpTo(version: SchemaVersion, folder = MIGRATIONS_FOLDER): { folder: string } {
  const journal = journalOf(folder);
  const entries = journal.entries.filter((e) => e.when <= version.when);
  const partial = mkdtempSync(join(tmpdir(), 'boda-migrations-'));
  mkdirSync(join(partial, 'meta'));
  writeFileSync(join(partial, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) copyFileSync(join(folder, `${entry.tag}.sql`), join(partial, `${entry.tag}.sql`));
  return { folder: partial };
}
