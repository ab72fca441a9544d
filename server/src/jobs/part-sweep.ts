import type { FileStorage } from '../storage/file-storage';
import type { JobRegistry } from './registry';

/*
 * Temporary upload files (`.part`) are removed by the upload itself when it fails; a crash or a
 * kill leaves them behind. This recurring job (hourly, on one instance) removes those untouched
 * for a while.
 */

export const PART_STALE_MS = 15 * 60 * 1000;
export const PART_SWEEP_JOB = 'storage.partSweep';

export function registerPartSweep(registry: JobRegistry, storage: FileStorage, clock: () => Date, staleMs = PART_STALE_MS): void {
  registry.register(
    PART_SWEEP_JOB,
    async (_payload, { log }) => {
      const removed = await storage.sweepStaleParts(new Date(clock().getTime() - staleMs));
      if (removed > 0) log.info({ removed }, 'stale upload parts removed');
      return { removed };
    },
    { everyMs: 60 * 60 * 1000 },
  );
}
