import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER } from './client';
import * as schema from './schema';

/*
 * Runs as a child process (embedded.ts, createInChildProcess): creates a new embedded database folder
 * (initdb) and migrates it, then exits. PGlite's WASM memory grows to ~800 MiB during initdb and the
 * allocator keeps what a thread freed, so only a process that ends gives it all back.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-first-start <dataDir> [migrationsFolder]');
const pg = new PGlite(dataDir);
try {
  await pg.waitReady;
  await migrate(drizzle({ client: pg, schema }), { migrationsFolder: process.argv[3] ?? MIGRATIONS_FOLDER });
} finally {
  await pg.close();
}
