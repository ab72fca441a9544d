import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobRow } from '../db/schema';
import type { DueJob, JobQueue } from './queue';
import { type JobLog, PermanentJobError, type JobRegistry } from './registry';

/*
 * One worker loop per instance: claims due jobs of the registered kinds (a few at a time), runs
 * them, renews their leases while they run, and records the outcome. stop() claims nothing more,
 * lets running jobs finish for a grace period, then hands the rest back to the queue.
 *
 * The slots are shared fairly by the companies (issue 32 G3): due jobs are taken in turns, each
 * company's oldest first, and conversion work (long, heavy) runs at most one per company at once and
 * never in every slot, so one company's render bombs leave a slot for another company's import.
 */

/** What the runner may take next, given what runs: fair turns, and the limits on conversion work. */
export function pickFair(
  due: DueJob[],
  running: { kind: string; companyIdx: number | null }[],
  free: number,
  conversionSlots: number,
  isConversion: (kind: string) => boolean,
): number[] {
  // A company's turn counts the jobs it already runs: one with a job running queues behind one without.
  const load = new Map<number, number>();
  for (const r of running) load.set(r.companyIdx ?? 0, (load.get(r.companyIdx ?? 0) ?? 0) + 1);
  const turns = due
    .map((job, order) => {
      const company = job.companyIdx ?? 0;
      const turn = load.get(company) ?? 0;
      load.set(company, turn + 1);
      return { job, turn, order };
    })
    .sort((a, b) => a.turn - b.turn || a.order - b.order);
  const converting = running.filter((r) => isConversion(r.kind)).map((r) => r.companyIdx);
  const picked: number[] = [];
  for (const { job } of turns) {
    if (picked.length >= free) break;
    if (isConversion(job.kind)) {
      if (converting.length >= conversionSlots || converting.includes(job.companyIdx)) continue;
      converting.push(job.companyIdx);
    }
    picked.push(job.jobId);
  }
  return picked;
}

export interface RunnerOptions {
  queue: JobQueue;
  registry: JobRegistry;
  log: JobLog;
  /** Jobs run at once on this instance (default 2). */
  concurrency?: number;
  /** How often an idle runner looks for due jobs (default 1 s); a local enqueue wakes it at once. */
  pollMs?: number;
  /** How long a claim holds without renewal (default 60 s); renewed every third of it. */
  leaseMs?: number;
  /** Names this instance in `lease_owner`. */
  owner?: string;
}

interface Running {
  job: JobRow;
  abort: AbortController;
  done: Promise<void>;
}

export class JobRunner {
  readonly owner: string;
  private readonly running = new Map<number, Running>();
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private stopping = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly onEnqueued = () => this.wake();

  constructor(private readonly options: RunnerOptions) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 1_000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  start(): void {
    if (this.loop) return;
    this.options.queue.events.on('enqueued', this.onEnqueued);
    this.loop = this.run();
  }

  /** Stops claiming; waits up to graceMs for running jobs, then releases the rest to other instances. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    this.options.queue.events.off('enqueued', this.onEnqueued);
    this.wake();
    await this.loop;
    const all = Promise.allSettled([...this.running.values()].map((r) => r.done));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([all, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    await Promise.all(
      [...this.running.values()].map(async ({ job, abort }) => {
        abort.abort();
        if (await this.options.queue.release(job.jobId, this.owner).catch(() => false)) {
          this.options.log.info({ jobId: job.jobId, kind: job.kind }, 'job released on shutdown');
        }
      }),
    );
    this.running.clear();
  }

  private wake(): void {
    this.wakeUp?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const free = this.concurrency - this.running.size;
      let claimed: JobRow[] = [];
      if (free > 0) {
        try {
          claimed = await this.claimFair(free);
        } catch (err) {
          this.options.log.error({ err }, 'claiming jobs failed');
        }
      }
      if (this.stopping) {
        // Claimed while stopping: hand them straight back.
        await Promise.all(claimed.map((job) => this.options.queue.release(job.jobId, this.owner).catch(() => false)));
        return;
      }
      for (const job of claimed) this.execute(job);
      // A full batch may mean more is due: look again at once (unless every slot is busy).
      if (claimed.length === 0 || claimed.length < free || this.running.size >= this.concurrency) await this.sleep(this.pollMs);
    }
  }

  private async claimFair(free: number): Promise<JobRow[]> {
    const { queue, registry } = this.options;
    const kinds = registry.names();
    // Enough turns to see past a company whose first jobs are all conversions it may not start now.
    const due = await queue.dueInTurns(kinds, free + 4);
    const running = [...this.running.values()].map((r) => r.job);
    const ids = pickFair(due, running, free, Math.max(1, this.concurrency - 1), (kind) => registry.isConversion(kind));
    return queue.claim(this.owner, kinds, free, this.leaseMs, ids);
  }

  private execute(job: JobRow): void {
    const abort = new AbortController();
    const entry: Running = { job, abort, done: Promise.resolve() };
    entry.done = this.attempt(job, abort).finally(() => {
      this.running.delete(job.jobId);
      this.wake();
    });
    this.running.set(job.jobId, entry);
  }

  private async attempt(job: JobRow, abort: AbortController): Promise<void> {
    const { queue, registry, log } = this.options;
    const kind = registry.get(job.kind);
    const heartbeat = setInterval(() => {
      queue.renew(job.jobId, this.owner, this.leaseMs).then(
        (held) => held || abort.abort(),
        (err: unknown) => log.warn({ err, jobId: job.jobId }, 'renewing a job lease failed'),
      );
    }, this.leaseMs / 3);
    heartbeat.unref();
    try {
      if (!kind) throw new PermanentJobError(`no handler for job kind ${job.kind}`);
      // Claimed again after its lease expired with no attempts left: its instance kept dying on it.
      if (job.attempts > job.maxAttempts) throw new PermanentJobError('lease expired on the last attempt');
      const result = await kind.handler(job.payload, {
        job,
        signal: abort.signal,
        log,
        progress: (progress) => queue.setProgress(job.jobId, this.owner, progress),
      });
      if (abort.signal.aborted) return;
      await queue.complete(job.jobId, this.owner, result);
    } catch (err) {
      if (abort.signal.aborted) return;
      const message = err instanceof Error ? err.message : String(err);
      const outcome = await queue
        .fail(job, this.owner, message, registry.backoffMs(job.kind, job.attempts), err instanceof PermanentJobError)
        .catch(() => null);
      log[outcome === 'failed' ? 'error' : 'warn'](
        { err, jobId: job.jobId, kind: job.kind, attempts: job.attempts, outcome },
        'job failed',
      );
      if (outcome === 'failed' && kind?.onFailed) {
        await kind
          .onFailed(job.payload, message)
          .catch((cleanupErr: unknown) =>
            log.error({ err: cleanupErr, jobId: job.jobId, kind: job.kind }, 'cleaning up after a failed job failed'),
          );
      }
    } finally {
      clearInterval(heartbeat);
    }
  }
}
