import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../storage/local';
import { PART_STALE_MS, schedulePartSweep } from './part-sweep';

describe('stale .part sweep', () => {
  const roots: string[] = [];
  afterAll(async () => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

  it('removes crash-left .part files at start and on its schedule, keeping fresh parts and stored files', async () => {
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
    const log = { info: () => undefined, error: () => undefined };
    const sweep = schedulePartSweep({ storage: new LocalFileStorage(root), clock: () => clock, log, intervalMs: 60_000 });
    try {
      // The run at start.
      await expect(sweep.run()).resolves.toBeGreaterThanOrEqual(0);
      expect((await readdir(join(root, 'uploads/202601'))).sort()).toEqual(['bbb.5678.part', 'ccc']);
      // Later, the in-progress part was abandoned too.
      clock = new Date(now.getTime() + PART_STALE_MS + 1);
      await expect(sweep.run()).resolves.toBe(1);
      expect(await readdir(join(root, 'uploads/202601'))).toEqual(['ccc']);
    } finally {
      sweep.stop();
    }
  });

  it('answers 0 for a storage folder that does not exist yet', async () => {
    const storage = new LocalFileStorage(join(tmpdir(), `boda-missing-${Date.now()}`));
    await expect(storage.sweepStaleParts(new Date())).resolves.toBe(0);
  });
});
