import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import { type BackupHeader, BackupWriter } from './format';
import { appliedSchemaVersion } from './schema-version';
import { SESSION_SETTINGS, sequencesOf, tablesOf } from './tables';

/*
 * Taking a backup from a database nobody else writes to meanwhile, or from PostgreSQL: every table's
 * rows and every sequence are read in one REPEATABLE READ transaction (one snapshot), then the stored
 * files' bytes are added. The live embedded database goes through live-embedded.ts first.
 */

/** Scheduled backups live in the file storage under this prefix; a backup never holds other backups. */
export const BACKUPS_PREFIX = 'backups/';
const ROWS_PER_RECORD = 500;
const FILE_CHUNK_BYTES = 192 * 1024;

async function rowsOf(tx: Db, statement: string): Promise<Array<Record<string, unknown>>> {
  return ((await tx.execute(sql.raw(statement))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function writeTables(tx: Db, writer: BackupWriter, sequencesFrom: Db): Promise<void> {
  for (const { table, columns } of await tablesOf(tx)) {
    await writer.write({ table, columns: columns.map((c) => c.name) });
    // Each value in PostgreSQL's own text form: what the same type's input reads back exactly.
    const values = columns.map((c) => `${quote(c.name)}::text`).join(', ');
    await tx.execute(
      sql.raw(`DECLARE boda_backup NO SCROLL CURSOR FOR SELECT array_to_json(ARRAY[${values}])::text AS r FROM ${quote(table)}`),
    );
    for (;;) {
      const batch = await rowsOf(tx, `FETCH FORWARD ${ROWS_PER_RECORD} FROM boda_backup`);
      if (batch.length === 0) break;
      await writer.writeRowsJson(batch.map((row) => String(row.r)));
    }
    await tx.execute(sql.raw('CLOSE boda_backup'));
  }
  for (const sequence of await sequencesOf(tx)) {
    const [state] = await rowsOf(sequencesFrom, `SELECT last_value::text AS v, is_called FROM ${sequence}`);
    await writer.write({ sequence, lastValue: String(state?.v), isCalled: state?.is_called === true });
  }
}

async function writeFiles(storage: FileStorage, writer: BackupWriter): Promise<void> {
  for await (const { key } of storage.list()) {
    if (key.startsWith(BACKUPS_PREFIX)) continue;
    // A file deleted since it was listed (its row was deleted after the snapshot) is left out.
    const object = await storage.get(key);
    if (!object) continue;
    await writer.write({ file: key, size: object.size });
    let pending = Buffer.alloc(0);
    for await (const chunk of object.stream) {
      pending = Buffer.concat([pending, chunk as Buffer]);
      while (pending.length >= FILE_CHUNK_BYTES) {
        await writer.write({ bytes: pending.subarray(0, FILE_CHUNK_BYTES).toString('base64') });
        pending = pending.subarray(FILE_CHUNK_BYTES);
      }
    }
    if (pending.length > 0) await writer.write({ bytes: pending.toString('base64') });
  }
}

export interface BackupSource {
  db: Db;
  database: BackupHeader['source']['database'];
  storage: FileStorage | null;
  /**
   * Where the sequences are read (default `db`). A copy of a running embedded database has been through
   * crash recovery, which moves each sequence ahead by the values PostgreSQL logs in advance (32); the
   * running database's own values, read after the copy was made, are exact and never behind it.
   */
  sequencesFrom?: Db;
}

/**
 * Writes the backup; `store` receives the file's bytes as they are made (a file, a storage object)
 * and resolves once they are stored. Rejects (and `store` sees a failed stream) when anything fails.
 */
export async function takeBackup(source: BackupSource, store: (bytes: Readable) => Promise<void>): Promise<void> {
  let stored: Promise<void> | undefined;
  let writer: BackupWriter | undefined;
  try {
    await source.db.transaction(
      async (tx) => {
        for (const setting of SESSION_SETTINGS) await tx.execute(sql.raw(setting));
        writer = new BackupWriter({
          schema: await appliedSchemaVersion(tx),
          createdAt: new Date().toISOString(),
          source: { database: source.database },
        });
        stored = store(writer.readable);
        // A store that fails early must not leave the writer waiting for room forever.
        stored.catch((err: unknown) => writer?.fail(err as Error));
        await writeTables(tx, writer, source.sequencesFrom ?? tx);
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    if (!writer) throw new Error('the backup was not started');
    if (source.storage) await writeFiles(source.storage, writer);
    writer.finish();
  } catch (err) {
    writer?.fail(err as Error);
    await stored?.catch(() => undefined);
    throw err;
  }
  await stored;
}
