import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/local';
import type { JobRow } from '../db/schema';
import { PART_STALE_MS, PART_SWEEP_JOB, registerPartSweep } from './part-sweep';
import { type JobContext, JobRegistry } from './registry';

describe('stale .part sweep', () => {
  const roots: string[] = [];
  afterAll(async () => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

  it('removes crash-left .part files hourly (a recurring job), keeping fresh parts and stored files', async () => {
    const root = await mkdtemp(join(tmpdir(), 'boda-sweep-'));
    roots.push(root);
    await mkdir(join(root, 'uploads/202601'), { recursive: true });
    const now = new Date('2026-01-10T12:00:00Z');
    const old = new Date(now.getTime() - PART_STALE_MS - 60_000);
    const files = {
      crashed: 'uploads/202601/aaa.1234.part',
      inProgress: 'uploads/202601/bbb.5678.part',
      stored: 'uploads/202601/ccc',
    };
    for (const name of Object.values(files)) await writeFile(join(root, name), 'x');
    await utimes(join(root, files.crashed), old, old);
    await utimes(join(root, files.stored), old, old);
    await utimes(join(root, files.inProgress), now, now);

    let clock = now;
    const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const registry = new JobRegistry();
    registerPartSweep(registry, new LocalFileStorage(root), () => clock);
    const sweep = registry.get(PART_SWEEP_JOB);
    expect(sweep?.everyMs).toBe(60 * 60 * 1000);
    const ctx: JobContext = { job: {} as JobRow, progress: async () => true, signal: new AbortController().signal, log };
    const run = async () => ((await sweep?.handler({}, ctx)) as { removed: number }).removed;
    {
      await expect(run()).resolves.toBeGreaterThanOrEqual(0);
      expect((await readdir(join(root, 'uploads/202601'))).sort()).toEqual(['bbb.5678.part', 'ccc']);
      // Later, the in-progress part was abandoned too.
      clock = new Date(now.getTime() + PART_STALE_MS + 1);
      await expect(run()).resolves.toBe(1);
      expect(await readdir(join(root, 'uploads/202601'))).toEqual(['ccc']);
    }
  });

  it('answers 0 for a storage folder that does not exist yet', async () => {
    const storage = new LocalFileStorage(join(tmpdir(), `boda-missing-${Date.now()}`));
    await expect(storage.sweepStaleParts(new Date())).resolves.toBe(0);
  });
});
