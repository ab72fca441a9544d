import type { FastifyInstance } from 'fastify';
import { sweepRateLimits } from '../auth/rate-limit';
import type { Runtime } from '../runtime';
import { registerPartSweep } from './part-sweep';
import { startRecurring } from './recurring';
import { JobRunner } from './runner';

/*
 * The queue's own upkeep and the app-level recurring jobs (resources register theirs in their
 * routes), and the wiring of this instance's runner and recurring schedule into the app's life.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Finished jobs (and their results and errors) stay readable this long. */
export const FINISHED_JOB_RETENTION_MS = 7 * DAY_MS;

export function registerHousekeeping(runtime: Runtime): void {
  const { registry, queue } = runtime.jobs;
  registry.register(
    'jobs.cleanup',
    async () => ({ deleted: await queue.deleteFinishedBefore(new Date(runtime.clock().getTime() - FINISHED_JOB_RETENTION_MS)) }),
    { everyMs: DAY_MS / 4 },
  );
  registry.register('rateLimits.sweep', async () => ({ deleted: await sweepRateLimits(runtime.database.db, runtime.clock()) }), {
    everyMs: 10 * 60_000,
  });
  if (runtime.storage) registerPartSweep(runtime.jobs.registry, runtime.storage, runtime.clock);
}

export interface JobsOptions {
  /** This instance's runner; false runs no jobs here (another instance must). */
  runner?: { concurrency?: number; pollMs?: number; leaseMs?: number; graceMs?: number } | false;
  /** Offer the recurring jobs once per period (purge, sweeps). */
  recurring?: boolean;
}

/** Starts the runner and the recurring schedule; app.close() stops both and releases unfinished jobs. */
export function startJobs(app: FastifyInstance, runtime: Runtime, options: JobsOptions): void {
  const { queue, registry } = runtime.jobs;
  const runner = options.runner === false ? null : new JobRunner({ queue, registry, log: app.log, ...options.runner });
  const recurring = options.recurring ? startRecurring({ queue, registry, clock: runtime.clock, log: app.log }) : null;
  runner?.start();
  app.addHook('onClose', async () => {
    recurring?.stop();
    await runner?.stop(options.runner ? options.runner.graceMs : undefined);
  });
}
