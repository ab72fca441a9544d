import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { waitUntil } from '../test/waitUntil';
import { JobQueue } from './queue';
import { JobRegistry, PermanentJobError } from './registry';
import { JobRunner } from './runner';

let testDb: TestDatabase;
let now = new Date('2026-03-01T09:00:00Z');
const clock = () => now;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
const runners: JobRunner[] = [];

function runner(queue: JobQueue, registry: JobRegistry, owner: string, extra: { leaseMs?: number } = {}): JobRunner {
  const r = new JobRunner({ queue, registry, log, owner, pollMs: 20, ...extra });
  runners.push(r);
  r.start();
  return r;
}

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.stop(0)));
  await testDb.dispose();
});

describe('durable job queue', () => {
  it('runs an enqueued job exactly once with two runners competing', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const registry = new JobRegistry();
    const ranBy: string[] = [];
    registry.register('test.once', async (payload, { job }) => {
      ranBy.push(job.leaseOwner ?? '?');
      await new Promise((resolve) => setTimeout(resolve, 30));
      return { echoed: payload };
    });
    const [a, b] = [runner(queue, registry, 'instance-a'), runner(queue, registry, 'instance-b')];
    const enqueued = await Promise.all(Array.from({ length: 10 }, (_, i) => queue.enqueue({ kind: 'test.once', payload: { i } })));
    const finished = await Promise.all(enqueued.map((job) => queue.waitFor(job?.jobId ?? 0, 20)));
    expect(finished.map((j) => [j.status, j.attempts])).toEqual(Array.from({ length: 10 }, () => ['done', 1]));
    expect(finished[3].result).toEqual({ echoed: { i: 3 } });
    expect(ranBy).toHaveLength(10);
    // Both instances took part (each runs at most two at once).
    expect(new Set(ranBy)).toEqual(new Set(['instance-a', 'instance-b']));
    await Promise.all([a.stop(), b.stop()]);
  });

  it('retries a failing job with exponential backoff, then fails it keeping the error', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const registry = new JobRegistry();
    registry.register(
      'test.flaky',
      async () => {
        throw new Error('printer on fire');
      },
      { backoffMs: 1_000 },
    );
    const job = await queue.enqueue({ kind: 'test.flaky', maxAttempts: 3 });
    const r = runner(queue, registry, 'instance-c');
    const row = async () => (await queue.get(job?.jobId ?? 0))!;
    const first = await waitUntil(row, (j) => j.attempts === 1 && j.status === 'queued');
    expect(first.lastError).toBe('printer on fire');
    expect(first.runAt.getTime() - now.getTime()).toBe(1_000);
    now = new Date(now.getTime() + 1_000);
    const second = await waitUntil(row, (j) => j.attempts === 2 && j.status === 'queued');
    // Doubled.
    expect(second.runAt.getTime() - now.getTime()).toBe(2_000);
    now = new Date(now.getTime() + 2_000);
    const last = await waitUntil(row, (j) => j.status === 'failed');
    expect(last).toMatchObject({ attempts: 3, lastError: 'printer on fire', leaseOwner: null });
    await r.stop();
  });

  it('cleans up once when a job fails for good, not after an attempt that will be retried', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const registry = new JobRegistry();
    const cleaned: Array<[unknown, string]> = [];
    let attempts = 0;
    registry.register(
      'test.cleanup',
      async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts} broke`);
      },
      { backoffMs: 1, onFailed: async (payload, lastError) => void cleaned.push([payload, lastError]) },
    );
    registry.register(
      'test.refused',
      async () => {
        throw new PermanentJobError('not a spreadsheet');
      },
      { onFailed: async (payload, lastError) => void cleaned.push([payload, lastError]) },
    );
    const retried = await queue.enqueue({ kind: 'test.cleanup', payload: { fileKey: 'jobs/a' }, maxAttempts: 2 });
    const refused = await queue.enqueue({ kind: 'test.refused', payload: { fileKey: 'jobs/b' } });
    const r = runner(queue, registry, 'instance-cleanup');
    // Until the first attempt has failed: moving the clock before it would date its retry from the new time,
    // which the clock then never reaches (a 300 s hang on a loaded machine, when this waited only 2 s).
    await waitUntil(
      () => queue.get(retried?.jobId ?? 0),
      (j) => j?.attempts === 1,
    );
    // The first attempt failed and waits for its retry: nothing is cleaned up yet.
    expect(cleaned.filter(([payload]) => (payload as { fileKey: string }).fileKey === 'jobs/a')).toEqual([]);
    now = new Date(now.getTime() + 1_000);
    const first = await queue.waitFor(retried?.jobId ?? 0, 10);
    const second = await queue.waitFor(refused?.jobId ?? 0, 10);
    expect([first.status, first.attempts, second.status, second.attempts]).toEqual(['failed', 2, 'failed', 1]);
    await waitUntil(
      () => cleaned.length,
      (count) => count >= 2,
    );
    expect(cleaned).toEqual(
      expect.arrayContaining([
        [{ fileKey: 'jobs/a' }, 'attempt 2 broke'],
        [{ fileKey: 'jobs/b' }, 'not a spreadsheet'],
      ]),
    );
    expect(cleaned).toHaveLength(2);
    await r.stop();
  });

  it('keeps progress readable while the job runs', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const registry = new JobRegistry();
    let proceed = () => {};
    const gate = new Promise<void>((resolve) => (proceed = resolve));
    registry.register('test.progress', async (_payload, { progress }) => {
      await progress({ checked: 5, total: 10 });
      await gate;
      return null;
    });
    const job = await queue.enqueue({ kind: 'test.progress' });
    const r = runner(queue, registry, 'instance-d');
    const seen = await waitUntil(
      async () => (await queue.get(job?.jobId ?? 0))?.progress ?? null,
      (progress) => progress !== null,
    );
    expect(seen).toEqual({ checked: 5, total: 10 });
    proceed();
    expect((await queue.waitFor(job?.jobId ?? 0, 20)).status).toBe('done');
    await r.stop();
  });

  it('reclaims a job whose instance died once its lease expires, and the dead owner cannot finish it', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const registry = new JobRegistry();
    registry.register('test.orphan', async () => 'finished by the survivor');
    const job = await queue.enqueue({ kind: 'test.orphan' });
    // The dead instance claimed it and then vanished (kill -9: no heartbeat, no release).
    const [claimed] = await queue.claim('dead-instance', ['test.orphan'], 1, 60_000);
    expect(claimed.jobId).toBe(job?.jobId);
    const survivor = runner(queue, registry, 'survivor');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await queue.get(claimed.jobId))?.status).toBe('running');
    now = new Date(now.getTime() + 60_001);
    const done = await queue.waitFor(claimed.jobId, 20);
    expect(done).toMatchObject({ status: 'done', result: 'finished by the survivor', attempts: 2 });
    expect(await queue.complete(claimed.jobId, 'dead-instance', 'late')).toBe(false);
    expect((await queue.get(claimed.jobId))?.result).toBe('finished by the survivor');
    await survivor.stop();
  });

  it('a graceful stop releases a job that does not finish in time, to run again elsewhere', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    const registry = new JobRegistry();
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    let calls = 0;
    registry.register('test.slow', async (_payload, { signal }) => {
      calls += 1;
      if (calls === 1) {
        started();
        await new Promise((resolve) => signal.addEventListener('abort', resolve));
        return 'abandoned';
      }
      return 'second run';
    });
    const job = await queue.enqueue({ kind: 'test.slow' });
    const stopping = runner(queue, registry, 'stopping');
    await running;
    await stopping.stop(50);
    const released = await queue.get(job?.jobId ?? 0);
    expect(released).toMatchObject({ status: 'queued', attempts: 0, leaseOwner: null });
    const next = runner(queue, registry, 'next');
    expect(await queue.waitFor(job?.jobId ?? 0, 20)).toMatchObject({ status: 'done', result: 'second run', attempts: 1 });
    await next.stop();
  });

  it('dedupe and singleton keys: one job per key ever, or one active at a time', async () => {
    const queue = new JobQueue(testDb.database.db, clock);
    expect(await queue.enqueue({ kind: 'test.key', dedupeKey: 'period-1' })).not.toBeNull();
    expect(await queue.enqueue({ kind: 'test.key', dedupeKey: 'period-1' })).toBeNull();
    const first = await queue.enqueue({ kind: 'test.key', singletonKey: 'import:1' });
    expect(await queue.enqueue({ kind: 'test.key', singletonKey: 'import:1' })).toBeNull();
    await testDb.database.db
      .update(jobs)
      .set({ status: 'done' })
      .where(eq(jobs.jobId, first?.jobId ?? 0));
    expect(await queue.enqueue({ kind: 'test.key', singletonKey: 'import:1' })).not.toBeNull();
  });
});
