import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { JobQueue } from './queue';
import { JobRegistry } from './registry';
import { JobRunner } from './runner';

/*
 * Issue 32 G3: one company's heavy jobs must not hold every slot of the shared queue. Jobs here wait
 * on gates the test opens, so what runs at once is asserted, not timed.
 */

let testDb: TestDatabase;
const clock = () => new Date('2026-03-01T09:00:00Z');
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const runners: JobRunner[] = [];
let busy: number;
let other: number;

beforeAll(async () => {
  testDb = await createTestDatabase();
  const rows = await testDb.database.db
    .insert(companies)
    .values([
      { companyId: 'busy-academy', companyCode: 'BUSY01', companyName: 'Busy Academy' },
      { companyId: 'other-academy', companyCode: 'OTHER01', companyName: 'Other Academy' },
    ])
    .returning({ companyIdx: companies.companyIdx });
  [busy, other] = rows.map((r) => r.companyIdx) as [number, number];
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop(0)));
  await testDb.dispose();
});

/** Job kinds whose runs start, record themselves, and wait until the test lets them finish. */
function gatedKinds(kinds: { kind: string; conversion?: boolean }[]) {
  const registry = new JobRegistry();
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  for (const { kind, conversion } of kinds) {
    registry.register(
      kind,
      async (payload) => {
        const { name } = payload as { name: string };
        started.push(name);
        await new Promise<void>((resolve) => gates.set(name, resolve));
        return null;
      },
      { conversion },
    );
  }
  const open = (name: string) => gates.get(name)?.();
  const openAll = () => [...gates.values()].forEach((release) => release());
  return { registry, started, open, openAll };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  // Met within a poll or two (20 ms each) unless the scheduling is wrong; the bound is only a backstop.
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function startRunner(queue: JobQueue, registry: JobRegistry): JobRunner {
  const runner = new JobRunner({ queue, registry, log, owner: `fair-${runners.length}`, pollMs: 20, concurrency: 2 });
  runners.push(runner);
  runner.start();
  return runner;
}

describe('fair job scheduling across companies', () => {
  it("starts another company's small job while one company's conversions are queued, one conversion at a time", async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const { registry, started, open, openAll } = gatedKinds([{ kind: 'test.convert', conversion: true }, { kind: 'test.import' }]);
    for (let i = 1; i <= 5; i += 1) await queue.enqueue({ kind: 'test.convert', companyIdx: busy, payload: { name: `convert${i}` } });
    await queue.enqueue({ kind: 'test.import', companyIdx: other, payload: { name: 'import' } });
    const runner = startRunner(queue, registry);
    try {
      await until(() => started.length >= 2, 'two jobs to start');
      // Before: both slots went to the busy company's first two conversions, the import waited for them.
      expect([...started].sort()).toEqual(['convert1', 'import']);
      // The import done, its slot stays free for other work rather than a second conversion of the same company ...
      open('import');
      await queue.enqueue({ kind: 'test.import', companyIdx: other, payload: { name: 'import2' } });
      await until(() => started.length >= 3, 'the second import to start');
      expect(started.slice(2)).toEqual(['import2']);
      // ... and the busy company's next conversion follows its first.
      open('convert1');
      await until(() => started.length >= 4, 'the next conversion');
      expect(started[3]).toBe('convert2');
    } finally {
      openAll();
      await runner.stop(0);
    }
  });

  it("takes due jobs in turns by company: one company's queue does not fill every slot", async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const { registry, started, openAll } = gatedKinds([{ kind: 'test.light' }]);
    for (let i = 1; i <= 3; i += 1) await queue.enqueue({ kind: 'test.light', companyIdx: busy, payload: { name: `busy${i}` } });
    await queue.enqueue({ kind: 'test.light', companyIdx: other, payload: { name: 'other1' } });
    const runner = startRunner(queue, registry);
    try {
      await until(() => started.length >= 2, 'two jobs to start');
      expect([...started].sort()).toEqual(['busy1', 'other1']);
    } finally {
      openAll();
      await runner.stop(0);
    }
  });
});
