import { createWriteStream, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/client';
import { PgliteThreadClient } from '../db/pglite-client';
import * as schema from '../db/schema';
import type { FileStorage } from '../storage/file-storage';
import { takeBackup } from './take';

/*
 * The embedded database has one connection: a transaction held open for the whole backup would make
 * every class's statement wait behind it. Instead the running database writes a copy of its folder
 * (PGlite's dump, uncompressed: a moment's pause, as a checkpoint would be), the copy is opened in its own worker
 * in a temporary folder, and the backup reads from the copy while the classes go on.
 */

export interface BackupOf {
  database: Database;
  storage: FileStorage | null;
  /** Nobody else uses this database (the CLI opened the folder itself): read it directly. */
  exclusive?: boolean;
}

/** Takes a backup of a running server's database and files (see takeBackup for `store`). */
export async function backupOf(source: BackupOf, store: (bytes: Readable) => Promise<void>): Promise<void> {
  const { database, storage } = source;
  if (database.kind === 'postgres' || source.exclusive || !database.dump) {
    await takeBackup({ db: database.db, database: database.kind, storage }, store);
    return;
  }
  const work = mkdtempSync(join(tmpdir(), 'boda-backup-'));
  try {
    // Uncompressed: the running database's statements wait while the copy is made, and gzip would triple that.
    const snapshotFile = join(work, 'snapshot.tar');
    await database.dump(snapshotFile);
    const copy = await PgliteThreadClient.start({ dataDir: join(work, 'pgdata'), snapshotFile });
    try {
      // Loaded here: PGlite's JavaScript, which a server on PostgreSQL never needs.
      const { drizzle } = await import('drizzle-orm/pglite');
      const db = drizzle({ client: copy.asPglite(), schema });
      await takeBackup({ db, database: 'pglite', storage, sequencesFrom: database.db }, store);
    } finally {
      await copy.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Writes the backup to `file` (beside it first, renamed into place once whole: no half file under the name). */
export async function backupToFile(source: BackupOf, file: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    await backupOf(source, (bytes) => pipeline(bytes, createWriteStream(partial, { mode: 0o600 })));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}
