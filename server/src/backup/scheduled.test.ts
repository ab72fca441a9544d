import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodKey } from '../jobs/recurring';
import { LocalFileStorage } from '../storage/local';
import { type Harness, startHarness } from '../test/harness';
import { waitUntil } from '../test/waitUntil';
import { verifyBackup } from './format';
import { SCHEDULED_BACKUP_JOB } from './scheduled';
import { codeSchemaVersion } from './schema-version';

/* BACKUP_INTERVAL / BACKUP_KEEP: the recurring job writes backups into the file storage and keeps the newest. */

const HOUR = 3_600_000;
const work = mkdtempSync(join(tmpdir(), 'boda-backup-scheduled-'));
const storage = new LocalFileStorage(join(work, 'files'));
let h: Harness;

beforeAll(async () => {
  h = await startHarness({ storage, backup: { intervalMs: HOUR, keep: 2 }, jobs: { runner: { pollMs: 50 } } });
  await storage.put('company-1/kept.txt', Buffer.from('a stored file'));
});
afterAll(async () => {
  await h.close();
  rmSync(work, { recursive: true, force: true });
});

async function backupsInStorage(): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list('backups/')) keys.push(key);
  return keys;
}

describe('scheduled backups', () => {
  it('run once per period as a recurring job, each a whole backup, keeping the newest BACKUP_KEEP', async () => {
    expect(h.app.boda.jobs.registry.recurring().find((k) => k.kind === SCHEDULED_BACKUP_JOB)?.everyMs).toBe(HOUR);
    const written: string[] = [];
    for (let period = 0; period < 3; period += 1) {
      h.clock.advance(HOUR);
      const job = await h.app.boda.jobs.queue.enqueue({
        kind: SCHEDULED_BACKUP_JOB,
        dedupeKey: periodKey(SCHEDULED_BACKUP_JOB, HOUR, h.clock.now()),
      });
      const done = await waitUntil(
        () => h.app.boda.jobs.queue.get(job?.jobId ?? 0),
        (row) => row?.status === 'done' || row?.status === 'failed',
        60_000,
      );
      expect(done?.lastError ?? null).toBeNull();
      written.push((done?.result as { key: string }).key);
    }
    expect(written[0]).toMatch(/^backups\/boda-\d{8}T\d{6}Z\.boda-backup$/);
    // Three written an hour apart, the oldest pruned.
    expect(await backupsInStorage()).toEqual(written.slice(1));
    const newest = await storage.get(written[2] ?? '');
    const file = join(work, 'newest.boda-backup');
    await pipeline(newest?.stream ?? [], createWriteStream(file));
    const header = await verifyBackup(file);
    expect(header.schema).toEqual(codeSchemaVersion());
  });
});
