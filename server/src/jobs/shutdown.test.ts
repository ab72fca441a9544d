import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { JobQueue } from './queue';

/*
 * Shutting an instance down hands its unfinished jobs back to the queue before the database closes,
 * so another instance takes them at once instead of waiting for the lease to expire.
 */

let dataDir: string | null = null;
let testDb: TestDatabase | null = null;

async function reopen() {
  if (testDb?.url) return openDatabase({ databaseUrl: testDb.url });
  return openDatabase({ dataDir: dataDir ?? '' });
}

afterAll(async () => {
  await testDb?.dispose();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('shutdown', () => {
  it('releases a running job to the queue before the database closes', async () => {
    let database;
    if (process.env.TEST_DATABASE_URL) {
      testDb = await createTestDatabase();
      database = await openDatabase({ databaseUrl: testDb.url ?? '' });
    } else {
      dataDir = await mkdtemp(join(tmpdir(), 'boda-shutdown-'));
      database = await openDatabase({ dataDir });
    }
    const app = await buildApp({ database, secret: randomBytes(32), jobs: { runner: { pollMs: 20, graceMs: 50 } } });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // A job that outlives the grace period: it ends only when the runner aborts it.
    app.boda.jobs.registry.register('test.long', async (_payload, { signal }) => {
      started();
      await new Promise((resolve) => signal.addEventListener('abort', resolve));
      throw new Error('aborted');
    });
    const job = await app.boda.jobs.queue.enqueue({ kind: 'test.long' });
    await running;
    await app.close();

    const after = await reopen();
    try {
      const row = await new JobQueue(after.db, () => new Date()).get(job?.jobId ?? 0);
      expect(row).toMatchObject({ status: 'queued', leaseOwner: null });
    } finally {
      await after.close();
    }
    // A new embedded data folder runs initdb in a child process first: tens of seconds on a busy 2-core machine.
  });
});
