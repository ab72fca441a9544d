import { join, resolve } from 'node:path';

/** Where the database is: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/pgdata. */
export interface DatabaseEnv {
  dataDir: string;
  /** PGlite data folder (DATA_DIR/pgdata); unused when databaseUrl is set. */
  pgDataDir: string;
  databaseUrl: string | null;
  /** SEED_DEMO: the demo data; on a new embedded folder it is made by the first start's child process. */
  seedDemo: boolean;
}

/** An on/off setting: 1, true, yes or on. */
export function flag(value: string | undefined): boolean {
  return ['1', 'true', 'yes', 'on'].includes((value ?? '').trim().toLowerCase());
}

/**
 * The database settings alone, with nothing but node:path: the entry (main.ts) reads them to start
 * the embedded database before the rest of the server is loaded. readEnv takes them from here.
 */
export function readDatabaseEnv(env: NodeJS.ProcessEnv = process.env): DatabaseEnv {
  const dataDir = resolve(env.DATA_DIR?.trim() || '.data');
  return { dataDir, pgDataDir: join(dataDir, 'pgdata'), databaseUrl: env.DATABASE_URL?.trim() || null, seedDemo: flag(env.SEED_DEMO) };
}
