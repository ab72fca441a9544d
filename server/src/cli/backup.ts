import { copyFileSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupToFile } from '../backup/live-embedded';
import { BACKUP_REQUESTS_FOLDER, BackupRequestError, requestBackup } from '../backup/requests';
import { restoreBackup, RestoreRefused } from '../backup/restore';
import { verifyBackup } from '../backup/format';
import { readEnv } from '../config/env';
import { lockHolder } from '../db/lock';
import { createStorage } from '../storage/create';
import type { CliIo } from './run';

export const BACKUP_USAGE = `  npm run cli -- backup --out <file>
      (one file: every table's rows, the sequences and every stored file's bytes; works while the server runs)
  npm run cli -- restore --in <file>
      (into an empty DATA_DIR, or an empty PostgreSQL database with DATABASE_URL)`;

function moveInto(from: string, to: string): void {
  try {
    renameSync(from, to);
  } catch (err) {
    // Another file system (DATA_DIR on its own disk): copy, then remove the server's copy.
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    copyFileSync(from, to);
    rmSync(from, { force: true });
  }
}

async function describeBackup(io: CliIo, file: string): Promise<void> {
  const header = await verifyBackup(file);
  const mib = (statSync(file).size / 1024 / 1024).toFixed(1);
  io.out(`Backup written to ${file} (${mib} MiB, schema ${header.schema.tag}, from the ${header.source.database} database).`);
}

export async function backup(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } }, strict: true });
  if (!values.out) {
    io.err(`Missing --out.\n${BACKUP_USAGE}`);
    return 2;
  }
  const out = resolve(values.out);
  if (existsSync(out)) {
    io.err(`${out} already exists: choose a new file name.`);
    return 1;
  }
  const env = readEnv(io.env);
  const holder = env.databaseUrl ? null : lockHolder(`${env.pgDataDir}.lock`);
  if (holder !== null) {
    io.out(`The server (process ${holder}) has the embedded database open: it takes the backup, classes go on.`);
    try {
      const taken = await requestBackup(join(env.dataDir, BACKUP_REQUESTS_FOLDER), {
        serverAlive: () => lockHolder(`${env.pgDataDir}.lock`) !== null,
      });
      moveInto(taken, out);
    } catch (err) {
      if (!(err instanceof BackupRequestError)) throw err;
      io.err(err.message);
      return 1;
    }
  } else {
    if (!env.databaseUrl && !existsSync(join(env.pgDataDir, 'PG_VERSION'))) {
      io.err(`There is no database in ${env.pgDataDir} to back up (DATA_DIR, or DATABASE_URL for PostgreSQL).`);
      return 1;
    }
    const database = await io.openDatabase();
    try {
      // The CLI opened the embedded folder itself (no server): nobody else writes, it is read directly.
      await backupToFile({ database, storage: createStorage(env.storage), exclusive: true }, out);
    } finally {
      await database.close();
    }
  }
  await describeBackup(io, out);
  return 0;
}

export async function restore(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args, options: { in: { type: 'string' } }, strict: true });
  if (!values.in) {
    io.err(`Missing --in.\n${BACKUP_USAGE}`);
    return 2;
  }
  const file = resolve(values.in);
  if (!existsSync(file)) {
    io.err(`${file} does not exist.`);
    return 1;
  }
  const env = readEnv(io.env);
  try {
    const summary = await restoreBackup(file, {
      databaseUrl: env.databaseUrl,
      pgDataDir: env.pgDataDir,
      storage: createStorage(env.storage),
    });
    const where = env.databaseUrl ? 'the PostgreSQL database (DATABASE_URL)' : env.pgDataDir;
    io.out(
      `Restored ${summary.rows} rows in ${summary.tables} tables and ${summary.files} files into ${where} (backup of ${summary.header.createdAt}, schema ${summary.header.schema.tag}).`,
    );
    return 0;
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    io.err(`Restore refused: ${err.message}`);
    return 1;
  }
}
