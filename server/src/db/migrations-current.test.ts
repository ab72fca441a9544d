import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client';
import { migrationsCurrent } from './migrations-current';

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

describe('skipping the migrator on a restart', () => {
  it("a migrated database is current; one without the folder's newest migration is not", async () => {
    database = await openDatabase({});
    const { db } = database;
    expect(await migrationsCurrent(db, MIGRATIONS_FOLDER)).toBe(true);

    // As a database last opened by the previous release: the newest migration not yet applied.
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await migrationsCurrent(db, MIGRATIONS_FOLDER)).toBe(false);
  });

  it("a database without drizzle's table (new, or not ours) is not current", async () => {
    database = await openDatabase({});
    await database.db.execute(sql`drop schema drizzle cascade`);
    expect(await migrationsCurrent(database.db, MIGRATIONS_FOLDER)).toBe(false);
  });
});
