import type { JobQueue } from './queue';
import type { JobLog, JobRegistry } from './registry';

/*
 * Recurring jobs on the queue: every instance offers each recurring kind once per check, keyed by
 * its period (`user.purge@<period number>`), and the unique dedupe key lets exactly one offer per
 * period through, however many instances run. The job then runs once, on whichever runner claims it.
 */

export interface RecurringOptions {
  queue: JobQueue;
  registry: JobRegistry;
  clock: () => Date;
  log: JobLog;
  /** How often each instance offers the current periods (default 1 minute, or the shortest period). */
  checkMs?: number;
}

export interface RecurringSchedule {
  /** Offers every recurring kind's current period now (also what the timer does); never rejects. */
  tick(): Promise<void>;
  stop(): void;
}

export function periodKey(kind: string, everyMs: number, now: Date): string {
  return `${kind}@${Math.floor(now.getTime() / everyMs)}`;
}

export function startRecurring(options: RecurringOptions): RecurringSchedule {
  const kinds = options.registry.recurring();
  const tick = async () => {
    const now = options.clock();
    for (const { kind, everyMs } of kinds) {
      try {
        await options.queue.enqueue({ kind, dedupeKey: periodKey(kind, everyMs, now), maxAttempts: 3 });
      } catch (err) {
        options.log.error({ err, kind }, 'scheduling a recurring job failed');
      }
    }
  };
  const checkMs = options.checkMs ?? Math.min(60_000, ...kinds.map((k) => k.everyMs));
  const timer = setInterval(() => void tick(), checkMs);
  // The schedule must not keep the process alive on shutdown.
  timer.unref();
  void tick();
  return { tick, stop: () => clearInterval(timer) };
}
