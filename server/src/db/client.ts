import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { PgliteThreadClient } from './pglite-client';
import { forkModule } from './worker-thread';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories take: either driver's database, or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// From source this file is server/src/db/client.ts; in the production bundle (scripts/build-server.mjs)
// it is part of dist/server/<entry>.js, with the migrations copied beside it.
const FROM_SOURCE = import.meta.url.endsWith('.ts');
export const MIGRATIONS_FOLDER = fileURLToPath(new URL(FROM_SOURCE ? '../../drizzle' : './drizzle', import.meta.url));

export interface OpenDatabaseOptions {
  /** node-postgres connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data folder; omitted means an in-memory database (tests). */
  dataDir?: string;
}

/** True when the folder holds no PostgreSQL cluster yet (PGlite would run initdb). */
function needsInitdb(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}

/** PGlite in its own worker thread (its CPU time must not block HTTP requests), migrated. */
/**
 * Creates and migrates a new embedded database folder in a child process that then exits
 * (pglite-first-start.ts), so the ~800 MiB initdb takes is returned to the system, not kept by the
 * server. From source the child gets the TypeScript loader.
 */
async function createInChildProcess(dataDir: string): Promise<void> {
  const child = forkModule(new URL(import.meta.url), 'pglite-first-start', [dataDir], { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim()}`);
}

async function startMigrated(dataDir: string | undefined): Promise<{ client: PgliteThreadClient; db: Db }> {
  const client = await PgliteThreadClient.start(dataDir ? { dataDir } : {});
  const db = drizzlePglite({ client: client.asPglite(), schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (err) {
    await client.close();
    throw err;
  }
  return { client, db };
}

/** Opens the database and applies pending migrations, so a caller always gets the current schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, an administrator's termination) is
    // replaced on next use; without a listener node-postgres would take the whole process down.
    pool.on('error', (err) => console.warn(`[db] idle connection closed by the server: ${err.message}`));
    const db = drizzlePg({ client: pool, schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let release = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    release = acquireDataDirLock(`${options.dataDir}.lock`);
  }
  let opened: { client: PgliteThreadClient; db: Db };
  try {
    // PGlite's WASM memory grows to ~800 MiB while initdb builds a new folder: a child process that
    // exits creates and migrates it, and it is opened as on a restart.
    if (options.dataDir && needsInitdb(options.dataDir)) await createInChildProcess(options.dataDir);
    opened = await startMigrated(options.dataDir);
  } catch (err) {
    release();
    throw err;
  }
  const { client, db } = opened;
  const close = async () => {
    await client.close();
    release();
  };
  return { db, kind: 'pglite', close };
}
