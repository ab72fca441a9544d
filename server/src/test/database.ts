import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, type Db, MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import { DEMO, seedDemo } from '../seed/demo';
import { findCompanyById } from '../resources/company';
import { seededTemplatePrefix, TEST_RUN_DIR_ENV } from './run-dir';
import { SERVER_V8_FLAGS } from '../v8-settings';

/**
 * The test's embedded database, in a child process: the test's worker never compiles PGlite's
 * WebAssembly, so files that open their database here share workers (node-projects.ts). It runs with
 * the V8 flags PGlite has in the server.
 */
function openEmbedded(snapshotFile?: string): Promise<Database> {
  return openDatabase({ snapshotFile, inChildProcess: { execArgv: SERVER_V8_FLAGS } });
}

/** The migrations and the PGlite version: what a migrated empty database is made of. */
function migratedSchemaKey(): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(pgliteEntry.slice(0, pgliteEntry.lastIndexOf('/dist/')), 'package.json')));
  for (const name of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(MIGRATIONS_FOLDER, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A dump of an empty, migrated PGlite database, made once per machine and schema: each test file's
 * in-memory database starts as a copy of it instead of running initdb and every migration (seconds
 * of WebAssembly per file). Several workers may make it at once; each writes its own file and
 * renames it into place, so a reader never sees half of one.
 */
async function migratedSnapshot(): Promise<string> {
  const file = join(tmpdir(), `boda-pglite-migrated-${migratedSchemaKey()}.tar`);
  if (!existsSync(file)) {
    const fresh = await openEmbedded();
    try {
      await fresh.dump?.(file);
    } finally {
      await fresh.close();
    }
  }
  return file;
}

/** An in-memory embedded database, migrated, whatever TEST_DATABASE_URL says (a backup's embedded source). */
export async function createEmbeddedTestDatabase(): Promise<Database> {
  return openEmbedded(await migratedSnapshot());
}

/** The local day: the demo seed's room periods start and end on day boundaries. */
function localDay(): string {
  const now = new Date();
  return `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
}

/**
 * A dump of a migrated database with the demo seed, made once per test run (and local day) by the first
 * file that asks: the others start from it instead of seeding (the demo accounts' password hash, rooms
 * and messages) each. Per run, not per machine: the seed follows the code under test, which changes
 * between runs without the migrations changing.
 */
async function seededSnapshot(runDir: string): Promise<string> {
  const file = join(runDir, `seeded-${migratedSchemaKey()}-${localDay()}.tar`);
  if (!existsSync(file)) {
    const fresh = await openEmbedded(await migratedSnapshot());
    try {
      await seedDemo(fresh.db);
      await fresh.dump?.(file);
    } finally {
      await fresh.close();
    }
  }
  return file;
}

export interface TestDatabaseOptions {
  /** With the demo company (seedDemo), from the run's seeded snapshot or template where there is one. */
  seeded?: boolean;
}

export interface TestDatabase {
  database: Database;
  /** The demo company's idx when `seeded`, else 0. */
  demoCompanyIdx: number;
  /** Closes the connection and, on PostgreSQL, drops the per-file database. */
  dispose(): Promise<void>;
  /** The per-file PostgreSQL database's address (a second instance opens it too); null on PGlite. */
  url: string | null;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new PostgreSQL database
 * (created through TEST_DATABASE_URL's server, dropped afterwards) when that variable is set.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const runDir = process.env[TEST_RUN_DIR_ENV];
  if (!adminUrl) {
    const fromSeeded = options.seeded && runDir;
    const database = await openEmbedded(fromSeeded ? await seededSnapshot(runDir) : await migratedSnapshot());
    let closed = false;
    return {
      demoCompanyIdx: options.seeded ? await demoCompanyOf(database.db, !fromSeeded) : 0,
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
  const fromSeeded = options.seeded && runDir;
  const template = fromSeeded ? await seededTemplate(adminUrl, runDir) : await migratedTemplate(adminUrl);
  const scratch = await createScratchPostgres(adminUrl, 'boda_t', template);
  const database = await openDatabase({ databaseUrl: scratch.url });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  return {
    database: { ...database, close },
    demoCompanyIdx: options.seeded ? await demoCompanyOf(database.db, !fromSeeded) : 0,
    url: scratch.url,
    dispose: async () => {
      await close();
      await scratch.drop();
    },
  };
}

/** The demo company's idx: seeded here, or found in a database that started from a seeded copy. */
async function demoCompanyOf(db: Db, seedHere: boolean): Promise<number> {
  if (seedHere) return (await seedDemo(db)).companyIdx;
  const company = await findCompanyById(db, DEMO.companyId);
  if (!company) throw new Error('the seeded snapshot has no demo company');
  return company.companyIdx;
}

/**
 * The PostgreSQL counterpart of seededSnapshot: a copy of the migrated template with the demo seed, made
 * once per test run (and local day) by the first file that asks, under the same lock and rename as
 * migratedTemplate.
 */
async function seededTemplate(adminUrl: string, runDir: string): Promise<string> {
  const migrated = await migratedTemplate(adminUrl);
  return makeTemplateOnce(adminUrl, `${seededTemplatePrefix(runDir)}${localDay().replaceAll('-', '_')}`, async () => {
    const making = await createScratchPostgres(adminUrl, 'boda_tplmake', migrated);
    const seeded = await openDatabase({ databaseUrl: making.url });
    try {
      await seedDemo(seeded.db);
    } finally {
      await seeded.close();
    }
    return making.url;
  });
}

/**
 * The PostgreSQL counterpart of migratedSnapshot: a database migrated once per server and schema, which
 * each test file's database copies (CREATE DATABASE ... TEMPLATE, a file copy) instead of running every
 * migration. Several workers may ask at once: the first makes it under a scratch name and renames it into
 * place; the others wait for the name, so nobody copies a half-migrated template.
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  return makeTemplateOnce(adminUrl, `boda_tpl_${migratedSchemaKey()}`, async () => {
    const making = await createScratchPostgres(adminUrl, 'boda_tplmake');
    const migrated = await openDatabase({ databaseUrl: making.url });
    await migrated.close();
    return making.url;
  });
}

/**
 * The database `template` on adminUrl's server, made by `make` (which returns the address of the
 * database it filled, closed again) unless it exists: one maker at a time, and renamed into place when
 * complete, so nobody copies a half-made template.
 */
async function makeTemplateOnce(adminUrl: string, template: string, make: () => Promise<string>): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async () => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
    if (await exists()) return template;
    // One maker at a time per server (a session lock, released when this client ends).
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    if (await exists()) return template;
    const made = await make();
    await admin.query(`ALTER DATABASE ${new URL(made).pathname.slice(1)} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server of `adminUrl` (tests, benchmarks), empty or a copy of
 * `template`, and how to drop it.
 */
export async function createScratchPostgres(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
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
