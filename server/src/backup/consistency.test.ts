import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../db/client';
import { LocalFileStorage } from '../storage/local';
import { createScratchPostgres, createTestDatabase } from '../test/database';
import { waitUntil } from '../test/waitUntil';
import { backupToFile } from './live-embedded';
import { restoreBackup } from './restore';

/*
 * A backup taken while the school keeps writing holds whole transactions only: each message was
 * written with its three receivers in one transaction, so the restored database has every message
 * with exactly three receivers (the restore re-adds the foreign keys, which checks every reference).
 * The source is the running database of this run: PGlite (the dumped copy), or PostgreSQL with
 * TEST_DATABASE_URL (one REPEATABLE READ snapshot).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'boda-backup-writes-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function count(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await db.execute(query)) as unknown as { rows: Array<{ n: unknown }> }).rows[0]?.n);
}

describe('a backup taken during writes', () => {
  it('restores to a consistent state: whole transactions, every reference present', async () => {
    const source = await createTestDatabase({ seeded: true });
    const { db } = source.database;
    const companyIdx = source.demoCompanyIdx;
    let stop = false;
    let written = 0;
    const writer = (async () => {
      while (!stop) {
        await db.transaction(async (tx) => {
          const inserted = (await tx.execute(
            sql`INSERT INTO messages (company_idx, reg_user_name, title, contents) VALUES (${companyIdx}, 'Teacher', ${`notice ${written}`}, 'body') RETURNING message_idx`,
          )) as unknown as { rows: Array<{ message_idx: number }> };
          const messageIdx = inserted.rows[0]?.message_idx;
          for (const name of ['Ann', 'Bo', 'Chul']) {
            await tx.execute(sql`INSERT INTO message_receivers (message_idx, receiver_name) VALUES (${messageIdx}, ${name})`);
          }
        });
        written += 1;
      }
    })();
    const file = join(work, 'during-writes.boda-backup');
    try {
      await waitUntil(
        () => written,
        (n) => n >= 5,
        60_000,
      );
      await backupToFile({ database: source.database, storage: null }, file);
      const writtenAtEnd = written;
      await waitUntil(
        () => written,
        (n) => n > writtenAtEnd,
        60_000,
      );
    } finally {
      stop = true;
      await writer;
    }
    const totalWritten = await count(db, sql`SELECT count(*) AS n FROM messages WHERE title LIKE 'notice %'`);
    await source.dispose();

    const scratch = adminUrl ? await createScratchPostgres(adminUrl, 'boda_writes') : null;
    const dataDir = join(work, 'restored');
    try {
      const storage = new LocalFileStorage(join(dataDir, 'files'));
      await restoreBackup(file, { databaseUrl: scratch?.url ?? null, pgDataDir: join(dataDir, 'pgdata'), storage });
      const restored = await openDatabase(scratch ? { databaseUrl: scratch.url } : { dataDir: join(dataDir, 'pgdata') });
      try {
        const messages = await count(restored.db, sql`SELECT count(*) AS n FROM messages WHERE title LIKE 'notice %'`);
        // Taken after the fifth message and before the last ones: some, not all.
        expect(messages).toBeGreaterThanOrEqual(5);
        expect(messages).toBeLessThan(totalWritten);
        const partial = await count(
          restored.db,
          sql`SELECT count(*) AS n FROM messages m WHERE m.title LIKE 'notice %' AND (SELECT count(*) FROM message_receivers r WHERE r.message_idx = m.message_idx) <> 3`,
        );
        expect(partial).toBe(0);
        expect(
          await count(
            restored.db,
            sql`SELECT count(*) AS n FROM message_receivers r JOIN messages m USING (message_idx) WHERE m.title LIKE 'notice %'`,
          ),
        ).toBe(messages * 3);
      } finally {
        await restored.close();
      }
    } finally {
      await scratch?.drop();
    }
  });
});
