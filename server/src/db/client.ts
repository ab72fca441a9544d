import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { type StartedEmbedded, startEmbedded } from './embedded';
import { migrationsCurrent } from './migrations-current';
import type { PgliteStartOptions, PgliteThreadClient } from './pglite-client';
import * as schema from './schema';

export type Schema = typeof schema;
/** What repositories take: either driver's database, or a transaction of it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL only: for a dedicated connection outside the pool (LISTEN, server/src/realtime). */
  connectionString?: string;
  /** Embedded only: a full garbage collection in the database's worker thread (memory/idle-collection.ts). */
  collectGarbage?(): Promise<void>;
  /** Embedded only: writes the whole database to a file (an uncompressed tarball) that `snapshotFile` starts a copy from. */
  dump?(file: string): Promise<void>;
  /** Embedded only: round trips to the database worker so far (each statement, a transaction's begin and end); tests count a request's. */
  roundTrips?(): number;
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
  /** In memory only (tests): start as a copy of this dump (PgliteThreadClient.dump) instead of empty. */
  snapshotFile?: string;
  /** The embedded database already starting (main.ts starts it first); wins over dataDir. */
  embedded?: Promise<StartedEmbedded>;
  /** Migrate to this folder's newest migration instead of the code's (a restore: the backup's version first). */
  migrationsFolder?: string;
  /** Tests: the embedded database in a child process, not a worker thread (pglite-client.ts, PgliteStartOptions). */
  inChildProcess?: PgliteStartOptions['inChildProcess'];
}

/** Applies the folder's migrations the database lacks (drizzle's migrator for its driver). */
export async function applyMigrations(database: Pick<Database, 'db' | 'kind'>, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  const { db } = database;
  if (await migrationsCurrent(db, migrationsFolder)) return;
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(db as PgliteDatabase<Schema>, { migrationsFolder });
    return;
  }
  const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
  await migratePg(db as NodePgDatabase<Schema>, { migrationsFolder });
}

/** Drizzle over the started embedded database, migrated (closed again when a migration fails). */
async function migrated(client: PgliteThreadClient, migrationsFolder: string): Promise<Db> {
  // Loaded only for the embedded database: it loads PGlite's JavaScript, which PostgreSQL never needs.
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite({ client: client.asPglite(), schema });
  try {
    await applyMigrations({ db, kind: 'pglite' }, migrationsFolder);
  } catch (err) {
    await client.close();
    throw err;
  }
  return db;
}

/** Opens the database and applies pending migrations, so a caller always gets the current schema. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    // Loaded only for PostgreSQL: node-postgres is ~80 ms of an embedded restart's module loading.
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection closed by the server (restart, failover, an administrator's termination) is
    // replaced on next use; without a listener node-postgres would take the whole process down.
    pool.on('error', (err) => console.warn(`[db] idle connection closed by the server: ${err.message}`));
    const db = drizzlePg({ client: pool, schema });
    try {
      await applyMigrations({ db, kind: 'postgres' }, migrationsFolder);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db, kind: 'postgres', connectionString: options.databaseUrl, close: () => pool.end() };
  }
  const { client, release } = await (options.embedded ??
    startEmbedded(options.dataDir, {
      snapshotFile: options.snapshotFile,
      migrationsFolder: options.migrationsFolder,
      inChildProcess: options.inChildProcess,
    }));
  let db: Db;
  try {
    db = await migrated(client, migrationsFolder);
  } catch (err) {
    release();
    throw err;
  }
  const close = async () => {
    await client.close();
    release();
  };
  return {
    db,
    kind: 'pglite',
    close,
    dump: (file) => client.dump(file),
    collectGarbage: () => client.collectGarbage(),
    roundTrips: () => client.roundTrips,
  };
}
