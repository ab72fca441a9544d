/**
 * Issue 32 G3: another company's one-row import while one company's conversions fill the queue.
 * The real queue and runner on embedded PGlite (2 slots, as serve.ts runs them), with jobs that
 * sleep for the times measured in the outside test's scenario (conversions ~20 s each, scaled down
 * by SCALE; the import ~1 s). Prints the import's wait (enqueue to start) beside its idle wait.
 * Alone: npx tsx tests/bench/jobFairness.ts
 */
import { companies } from '../../server/src/db/schema';
import { JobQueue } from '../../server/src/jobs/queue';
import { JobRegistry } from '../../server/src/jobs/registry';
import { JobRunner } from '../../server/src/jobs/runner';
import { createTestDatabase } from '../../server/src/test/database';

const SCALE = 0.1;
const CONVERSION_MS = 20_000 * SCALE;
const IMPORT_MS = 1_000 * SCALE;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function importWait(conversions: number): Promise<number> {
  const testDb = await createTestDatabase();
  try {
    const db = testDb.database.db;
    const [busy, other] = await db
      .insert(companies)
      .values([
        { companyId: 'busy', companyCode: 'BUSY', companyName: 'Busy' },
        { companyId: 'other', companyCode: 'OTHER', companyName: 'Other' },
      ])
      .returning({ companyIdx: companies.companyIdx });
    const queue = new JobQueue(db, () => new Date());
    const registry = new JobRegistry();
    let importStarted = 0;
    registry.register('bench.convert', () => sleep(CONVERSION_MS), { conversion: true });
    registry.register('bench.import', async () => {
      importStarted = performance.now();
      await sleep(IMPORT_MS);
    });
    const runner = new JobRunner({ queue, registry, log, concurrency: 2 });
    for (let i = 0; i < conversions; i += 1) await queue.enqueue({ kind: 'bench.convert', companyIdx: busy?.companyIdx });
    runner.start();
    await sleep(200);
    const enqueued = performance.now();
    const job = await queue.enqueue({ kind: 'bench.import', companyIdx: other?.companyIdx });
    await queue.waitFor(job?.jobId ?? 0, 20);
    await runner.stop(0);
    return importStarted - enqueued;
  } finally {
    await testDb.dispose();
  }
}

const idle = await importWait(0);
const flooded = await importWait(5);
console.log(
  `import wait (enqueue to start), conversions of ${CONVERSION_MS} ms: idle ${idle.toFixed(0)} ms; ` +
    `behind 5 conversions of another company ${flooded.toFixed(0)} ms (${(flooded / CONVERSION_MS).toFixed(2)} conversion times)`,
);
