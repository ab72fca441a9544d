import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client';

/** The newest migration of the folder's journal, as drizzle records it (`created_at` = the journal's `when`). */
function newestMigrationMillis(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ when: number }> };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * True when the database already has the folder's newest migration, so a restart skips drizzle's
 * migrator (which creates its schema and table if missing and reads and hashes every migration file
 * first: ~130 ms of an embedded restart). Drizzle applies exactly the migrations newer than the last
 * recorded one, so "the last recorded is the newest" is its own test for nothing to do. A database
 * without the table (new, or not ours) is not current and goes through the migrator.
 */
export async function migrationsCurrent(db: Db, migrationsFolder: string): Promise<boolean> {
  let rows: Array<{ created_at: unknown }>;
  try {
    // Both drivers answer { rows }: PGlite's Results and node-postgres's QueryResult.
    const result = (await db.execute(
      sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as {
      rows: Array<{ created_at: unknown }>;
    };
    rows = result.rows;
  } catch {
    return false;
  }
  const applied = rows[0] ? Number(rows[0].created_at) : 0;
  return applied >= newestMigrationMillis(migrationsFolder);
}
