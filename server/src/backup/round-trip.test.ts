import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { seedDemo } from '../seed/demo';
import { LocalFileStorage } from '../storage/local';
import { databaseContents, insertAwkwardValues, storedFiles } from '../test/backup';
import { createEmbeddedTestDatabase, createScratchPostgres } from '../test/database';
import { verifyBackup } from './format';
import { backupToFile } from './live-embedded';
import { restoreBackup } from './restore';
import { codeSchemaVersion } from './schema-version';

/*
 * A backup of a live embedded database (demo data, awkward values, stored files) restored into an
 * empty DATA_DIR and into an empty PostgreSQL database holds exactly the same rows, sequences and bytes.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'boda-backup-test-'));
const backupFile = join(work, 'school.boda-backup');
let source: Database;
let sourceFiles: LocalFileStorage;
let expectedRows: Record<string, string[]>;
let expectedFiles: Record<string, string>;

beforeAll(async () => {
  source = await createEmbeddedTestDatabase();
  sourceFiles = new LocalFileStorage(join(work, 'source-files'));
  await seedDemo(source.db);
  await insertAwkwardValues(source.db, sourceFiles);
  // A scheduled backup in the storage is not part of the next backup.
  await sourceFiles.put('backups/boda-20260101T000000Z.boda-backup', Buffer.from('an older backup'));
  await backupToFile({ database: source, storage: sourceFiles }, backupFile);
  expectedRows = await databaseContents(source.db);
  const { 'backups/boda-20260101T000000Z.boda-backup': _older, ...files } = await storedFiles(sourceFiles);
  expectedFiles = files;
});

afterAll(async () => {
  await source.close();
  rmSync(work, { recursive: true, force: true });
});

describe('backup and restore round trips', () => {
  it('names the schema version and the format in the file', async () => {
    const header = await verifyBackup(backupFile);
    expect(header.schema).toEqual(codeSchemaVersion());
    expect(header).toMatchObject({ format: 1, source: { database: 'pglite' } });
  });

  it('restores into an empty DATA_DIR: every table, sequence and file the same', async () => {
    const dataDir = join(work, 'restored-embedded');
    const storage = new LocalFileStorage(join(dataDir, 'files'));
    const summary = await restoreBackup(backupFile, { databaseUrl: null, pgDataDir: join(dataDir, 'pgdata'), storage });
    const tableRows = Object.entries(expectedRows).filter(([name]) => !name.startsWith('sequence '));
    expect(summary.rows).toBe(tableRows.reduce((n, [, rows]) => n + rows.length, 0));
    expect(summary.rows).toBeGreaterThan(40);
    expect(summary.files).toBe(Object.keys(expectedFiles).length);
    const restored = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
    try {
      expect(await databaseContents(restored.db)).toEqual(expectedRows);
    } finally {
      await restored.close();
    }
    expect(await storedFiles(storage)).toEqual(expectedFiles);
  });

  it.skipIf(!adminUrl)(
    'restores into an empty PostgreSQL database (the move to PostgreSQL)',
    async () => {
      const scratch = await createScratchPostgres(adminUrl ?? '', 'boda_restore');
      const storage = new LocalFileStorage(join(work, 'restored-pg-files'));
      try {
        await restoreBackup(backupFile, { databaseUrl: scratch.url, pgDataDir: join(work, 'unused'), storage });
        const restored = await openDatabase({ databaseUrl: scratch.url });
        try {
          expect(await databaseContents(restored.db)).toEqual(expectedRows);
        } finally {
          await restored.close();
        }
        expect(await storedFiles(storage)).toEqual(expectedFiles);
      } finally {
        await scratch.drop();
      }
    },
    180_000,
  );
});
