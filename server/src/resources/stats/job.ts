import type { Runtime } from '../../runtime';
import { sampleConcurrencyAcrossCompanies } from './record';

export const CONCURRENCY_SAMPLE_JOB = 'stats.sampleConcurrency';
/** Hours without a join still get their concurrency (a class running past the hour). */
export const CONCURRENCY_SAMPLE_MS = 10 * 60 * 1000;

export function registerConcurrencySampler(runtime: Runtime): void {
  runtime.jobs.registry.register(
    CONCURRENCY_SAMPLE_JOB,
    async () => ({ companies: await sampleConcurrencyAcrossCompanies(runtime.database.db, runtime.clock()) }),
    { everyMs: CONCURRENCY_SAMPLE_MS },
  );
}
