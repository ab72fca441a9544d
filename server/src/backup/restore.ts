import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { type SQL, sql } from 'drizzle-orm';
import { applyMigrations, type Database, type Db, openDatabase } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { type BackupHeader, BackupFileError, type BackupRecord, readRecords, verifyBackup } from './format';
import { migrationsUpTo, schemaProblem } from './schema-version';
import { foreignKeysOf, SESSION_SETTINGS, type TableColumns, tablesOf } from './tables';
import { BACKUPS_PREFIX } from './take';

/*
 * Restoring into an empty target: the file is checked whole first (nothing is written for a damaged
 * one), the target must be empty, the database is migrated to the backup's schema version, every
 * table's rows and every sequence load in one transaction (foreign keys dropped meanwhile and added
 * back, which checks them; triggers off, so nothing derived is counted twice), the files are stored,
 * and last the newer migrations of this code run.
 */

/** The restore was refused before anything was written (a damaged file, a newer schema, a target in use). */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export interface RestoreTarget {
  /** PostgreSQL (DATABASE_URL); else the embedded folder pgDataDir. */
  databaseUrl: string | null;
  pgDataDir: string;
  storage: FileStorage;
}

export interface RestoreSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
  files: number;
}

async function targetProblem(target: RestoreTarget): Promise<string | null> {
  if (target.databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
      );
      if ((rows[0]?.n ?? 0) > 0) return 'The PostgreSQL database (DATABASE_URL) is not empty: restore into a new, empty database.';
    } finally {
      await client.end();
    }
  } else if (existsSync(join(target.pgDataDir, 'PG_VERSION'))) {
    return `The embedded database folder ${target.pgDataDir} already holds a database: restore into an empty DATA_DIR.`;
  }
  for await (const { key } of target.storage.list()) {
    if (!key.startsWith(BACKUPS_PREFIX)) return `The file storage already holds files (${key}): restore into empty file storage.`;
  }
  return null;
}

function insertRows(table: TableColumns, backupColumns: string[], rowsJson: string): SQL {
  const types = new Map(table.columns.map((c) => [c.name, c.type]));
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const values = backupColumns.map((name, i) => {
    const type = types.get(name);
    if (!type) throw new Error(`the backup's column ${table.table}.${name} is not in the restored schema`);
    return `(r->>${i})::${type}`;
  });
  const head = `INSERT INTO ${quote(table.table)} (${backupColumns.map(quote).join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${values.join(', ')} FROM json_array_elements(`;
  return sql`${sql.raw(head)}${rowsJson}::json) AS r`;
}

/** Loads tables and sequences; answers the first record after them (a file) for the caller to go on with. */
async function loadRows(tx: Db, records: AsyncIterator<BackupRecord>, summary: RestoreSummary): Promise<IteratorResult<BackupRecord>> {
  for (const setting of SESSION_SETTINGS) await tx.execute(sql.raw(setting));
  const tables = new Map((await tablesOf(tx)).map((t) => [t.table, t]));
  const foreignKeys = await foreignKeysOf(tx);
  for (const fk of foreignKeys) await tx.execute(sql.raw(`ALTER TABLE ${fk.table} DROP CONSTRAINT ${fk.name}`));
  const quoted = [...tables.keys()].map((t) => `"${t.replaceAll('"', '""')}"`);
  for (const table of quoted) await tx.execute(sql.raw(`ALTER TABLE ${table} DISABLE TRIGGER USER`));
  let current: { table: TableColumns; columns: string[] } | undefined;
  let next = await records.next();
  for (; !next.done && !('file' in next.value); next = await records.next()) {
    const record = next.value;
    if ('table' in record) {
      const table = tables.get(record.table);
      if (!table) throw new Error(`the backup's table ${record.table} is not in the restored schema`);
      current = { table, columns: record.columns };
      summary.tables += 1;
    } else if ('rows' in record) {
      if (!current) throw new BackupFileError('the backup file has rows before any table');
      await tx.execute(insertRows(current.table, current.columns, JSON.stringify(record.rows)));
      summary.rows += record.rows.length;
    } else if ('sequence' in record) {
      await tx.execute(sql`SELECT setval(${record.sequence}::regclass, ${record.lastValue}::bigint, ${record.isCalled})`);
    }
  }
  for (const table of quoted) await tx.execute(sql.raw(`ALTER TABLE ${table} ENABLE TRIGGER USER`));
  for (const fk of foreignKeys) await tx.execute(sql.raw(`ALTER TABLE ${fk.table} ADD CONSTRAINT ${fk.name} ${fk.definition}`));
  return next;
}

/** The bytes records of one file, as a stream, ending at the next file (answered through `after`). */
async function* fileBytes(records: AsyncIterator<BackupRecord>, after: { next?: IteratorResult<BackupRecord> }): AsyncGenerator<Buffer> {
  for (let next = await records.next(); ; next = await records.next()) {
    if (next.done || !('bytes' in next.value)) {
      after.next = next;
      return;
    }
    yield Buffer.from(next.value.bytes, 'base64');
  }
}

async function storeFiles(
  storage: FileStorage,
  records: AsyncIterator<BackupRecord>,
  first: IteratorResult<BackupRecord>,
): Promise<number> {
  let files = 0;
  for (let next = first; !next.done;) {
    const record = next.value;
    if (!('file' in record)) throw new BackupFileError('the backup file has data outside a file after its tables');
    const after: { next?: IteratorResult<BackupRecord> } = {};
    const { size } = await storage.put(record.file, Readable.from(fileBytes(records, after)));
    if (size !== record.size) throw new Error(`the restored file ${record.file} has ${size} bytes, the backup says ${record.size}`);
    files += 1;
    next = after.next ?? { done: true, value: undefined };
  }
  return files;
}

/** Restores `file` into the empty target; throws RestoreRefused (nothing written) or the failure. */
export async function restoreBackup(file: string, target: RestoreTarget): Promise<RestoreSummary> {
  let header: BackupHeader;
  try {
    header = await verifyBackup(file);
  } catch (err) {
    if (err instanceof BackupFileError) throw new RestoreRefused(err.message, { cause: err });
    throw err;
  }
  const problem = schemaProblem(header.schema) ?? (await targetProblem(target));
  if (problem) throw new RestoreRefused(problem);
  const migrations = migrationsUpTo(header.schema);
  let database: Database | undefined;
  try {
    database = await openDatabase(
      target.databaseUrl
        ? { databaseUrl: target.databaseUrl, migrationsFolder: migrations.folder }
        : { dataDir: target.pgDataDir, migrationsFolder: migrations.folder },
    );
    const summary: RestoreSummary = { header, tables: 0, rows: 0, files: 0 };
    const records = readRecords(file)[Symbol.asyncIterator]();
    const afterRows = await database.db.transaction((tx) => loadRows(tx, records, summary));
    summary.files = await storeFiles(target.storage, records, afterRows);
    await applyMigrations(database);
    return summary;
  } finally {
    await database?.close();
    rmSync(migrations.folder, { recursive: true, force: true });
  }
}
