import type { FileStorage } from '../storage/file-storage';
import { type JobLog, type ScheduledJob, scheduleJob } from './schedule';

/*
 * Temporary upload files (`.part`) are removed by the upload itself when it fails; a crash or a
 * kill leaves them behind. This job removes those untouched for a while, at start and then hourly.
 */

export const PART_STALE_MS = 15 * 60 * 1000;

export interface PartSweepOptions {
  storage: FileStorage;
  clock: () => Date;
  log: JobLog;
  intervalMs?: number;
  staleMs?: number;
}

export function schedulePartSweep(options: PartSweepOptions): ScheduledJob {
  const staleMs = options.staleMs ?? PART_STALE_MS;
  return scheduleJob({
    run: () => options.storage.sweepStaleParts(new Date(options.clock().getTime() - staleMs)),
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    log: options.log,
    messages: { done: 'stale upload parts removed', failed: 'removing stale upload parts failed' },
  });
}
