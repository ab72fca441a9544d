import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/demo';
import { LocalFileStorage } from '../storage/local';
import { createEmbeddedTestDatabase, createScratchPostgres, createTestDatabase } from '../test/database';
import { BackupWriter } from './format';
import { backupToFile } from './live-embedded';
import { restoreBackup, RestoreRefused } from './restore';
import { codeSchemaVersion } from './schema-version';

/* A damaged file, a newer schema or a target in use is refused before anything is written. */

const adminUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'boda-backup-refusals-'));
const good = join(work, 'good.boda-backup');

beforeAll(async () => {
  const source = await createEmbeddedTestDatabase();
  try {
    await seedDemo(source.db);
    const files = new LocalFileStorage(join(work, 'source-files'));
    await files.put('company-1/a.txt', Buffer.from('a stored file'));
    await backupToFile({ database: source, storage: files }, good);
  } finally {
    await source.close();
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

let n = 0;
/** A new empty embedded target (DATA_DIR/pgdata and DATA_DIR/files). */
function emptyTarget() {
  const dataDir = join(work, `target-${n++}`);
  return {
    dataDir,
    target: { databaseUrl: null, pgDataDir: join(dataDir, 'pgdata'), storage: new LocalFileStorage(join(dataDir, 'files')) },
  };
}

function expectUntouched(dataDir: string) {
  expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  expect(existsSync(join(dataDir, 'files')) ? readdirSync(join(dataDir, 'files')) : []).toEqual([]);
}

/** The lines of the backup, changed by `edit`, gzipped again (so gzip's own check passes). */
function rewritten(edit: (text: string) => string): string {
  const file = join(work, `edited-${n++}.boda-backup`);
  writeFileSync(file, gzipSync(edit(gunzipSync(readFileSync(good)).toString('utf8'))));
  return file;
}

describe('restore refuses, and writes nothing', () => {
  const cases: Array<[string, () => string, RegExp]> = [
    [
      'a truncated file',
      () => {
        const file = join(work, 'truncated.boda-backup');
        const bytes = readFileSync(good);
        writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.7)));
        return file;
      },
      /damaged or truncated/,
    ],
    [
      'a file cut after a whole line (valid gzip)',
      () => rewritten((text) => text.slice(0, text.lastIndexOf('\n', text.length - 2) + 1)),
      /truncated \(it has no end\)/,
    ],
    ['a changed row (valid gzip)', () => rewritten((text) => text.replace('"demo"', '"dem0"')), /altered: its checksum does not match/],
    [
      'a changed byte of the compressed file',
      () => {
        const file = join(work, 'flipped.boda-backup');
        const bytes = Buffer.from(readFileSync(good));
        bytes[Math.floor(bytes.length / 2)] ^= 0xff;
        writeFileSync(file, bytes);
        return file;
      },
      /damaged/,
    ],
    [
      'something that is not a backup',
      () => {
        const file = join(work, 'not-a-backup.gz');
        writeFileSync(file, gzipSync('{"hello":"world"}\n'));
        return file;
      },
      /not a Boda Classroom backup/,
    ],
  ];
  for (const [name, make, message] of cases) {
    it(name, async () => {
      const { dataDir, target } = emptyTarget();
      await expect(restoreBackup(make(), target)).rejects.toThrow(message);
      await expect(restoreBackup(make(), target)).rejects.toBeInstanceOf(RestoreRefused);
      expectUntouched(dataDir);
    });
  }

  it('a backup of a newer schema than this code knows', async () => {
    const file = join(work, 'future.boda-backup');
    const writer = new BackupWriter({
      schema: { tag: '9999_future', when: codeSchemaVersion().when + 1 },
      createdAt: new Date().toISOString(),
      source: { database: 'postgres' },
    });
    const written = pipeline(writer.readable, createWriteStream(file));
    writer.finish();
    await written;
    const { dataDir, target } = emptyTarget();
    await expect(restoreBackup(file, target)).rejects.toThrow(/schema \(9999_future\) is newer than this version of Boda Classroom knows/);
    expectUntouched(dataDir);
  });

  it('an embedded folder that already holds a database, or file storage that holds files', async () => {
    const held = emptyTarget();
    mkdirSync(held.target.pgDataDir, { recursive: true });
    writeFileSync(join(held.target.pgDataDir, 'PG_VERSION'), '17\n');
    await expect(restoreBackup(good, held.target)).rejects.toThrow(/already holds a database: restore into an empty DATA_DIR/);
    const withFiles = emptyTarget();
    await withFiles.target.storage.put('company-9/kept.txt', Buffer.from('do not overwrite'));
    await expect(restoreBackup(good, withFiles.target)).rejects.toThrow(/file storage already holds files \(company-9\/kept.txt\)/);
    expect(existsSync(withFiles.target.pgDataDir)).toBe(false);
  });

  it.skipIf(!adminUrl)('a PostgreSQL database that is not empty, and a damaged file into an empty one', async () => {
    const used = await createTestDatabase();
    try {
      const { target } = emptyTarget();
      await expect(restoreBackup(good, { ...target, databaseUrl: used.url })).rejects.toThrow(
        /PostgreSQL database \(DATABASE_URL\) is not empty/,
      );
    } finally {
      await used.dispose();
    }
    const scratch = await createScratchPostgres(adminUrl ?? '', 'boda_refuse');
    try {
      const { target } = emptyTarget();
      await expect(
        restoreBackup(
          rewritten((text) => text.replace('"demo"', '"dem0"')),
          { ...target, databaseUrl: scratch.url },
        ),
      ).rejects.toThrow(/altered/);
      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
      );
      await client.end();
      expect(rows[0]).toEqual({ n: 0 });
    } finally {
      await scratch.drop();
    }
  });
});
