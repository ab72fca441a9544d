import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/client';

export interface TestDatabase {
  database: Database;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
  /** The per-file PostgreSQL database's address (a second instance opens it too); null on PGlite. */
  url: string | null;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
 * (created through TEST_DATABASE_URL's server, dropped afterwards) when that variable is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({});
    let closed = false;
    return {
      database: {
        ...database,
        // The app closes the database on shutdown; dispose may run after that.
        close: async () => {
          if (closed) return;
          closed = true;
          await database.close();
        },
      },
      dispose: async () => {
        if (!closed) {
          closed = true;
          await database.close();
        }
      },
      url: null,
    };
  }
  const scratch = await createScratchPostgres(adminUrl, 'boda_t');
  const database = await openDatabase({ databaseUrl: scratch.url });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  return {
    database: { ...database, close },
    url: scratch.url,
    dispose: async () => {
      await close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of `adminUrl` (tests, benchmarks), and how to drop it. */
export async function createScratchPostgres(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}
