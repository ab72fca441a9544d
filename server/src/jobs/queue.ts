import { EventEmitter } from 'node:events';
import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type JobRow, jobs } from '../db/schema';

/*
 * The durable job queue: rows in `jobs`, shared by every instance on the database. A runner claims
 * due rows with FOR UPDATE SKIP LOCKED, holds them by a lease it renews, and finishes them only
 * while it still owns the lease; a job whose instance died (kill -9) is claimed again once its
 * lease expires. Every write after the claim names the lease owner, so a job reclaimed elsewhere
 * can never be finished twice.
 */

export interface EnqueueOptions {
  kind: string;
  payload?: unknown;
  runAt?: Date;
  /** Attempts before the job fails for good (default 5); each enqueuer of a kind passes the same. */
  maxAttempts?: number;
  companyIdx?: number | null;
  createdByUserIdx?: number | null;
  /** At most one job ever with this key (a recurring job's period): a second enqueue answers null. */
  dedupeKey?: string;
  /** At most one queued or running job with this key: a second enqueue answers null. */
  singletonKey?: string;
}

export type FinishedJob = JobRow & { status: 'done' | 'failed' };

/** A due job as the runner sees it before taking it: which company and kind. */
export interface DueJob {
  jobId: number;
  kind: string;
  companyIdx: number | null;
}

export class JobQueue {
  /** 'enqueued' wakes this instance's runner; 'finished' (job id) wakes local waiters. */
  readonly events = new EventEmitter();

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {
    this.events.setMaxListeners(0);
  }

  /**
   * Adds a job; null when its dedupe or singleton key is taken. Pass a transaction as `db` to queue
   * the job together with the rows it works on (the job exists exactly when they do).
   */
  async enqueue(options: EnqueueOptions, db: Db = this.db): Promise<JobRow | null> {
    const now = this.clock();
    const [row] = await db
      .insert(jobs)
      .values({
        kind: options.kind,
        payload: options.payload ?? {},
        runAt: options.runAt ?? now,
        maxAttempts: options.maxAttempts ?? 5,
        companyIdx: options.companyIdx ?? null,
        createdByUserIdx: options.createdByUserIdx ?? null,
        dedupeKey: options.dedupeKey ?? null,
        singletonKey: options.singletonKey ?? null,
        regDatetime: now,
        modDatetime: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) this.events.emit('enqueued', row.kind);
    return row ?? null;
  }

  private due(kinds: string[], now: Date) {
    return and(
      inArray(jobs.kind, kinds),
      or(and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.leaseExpiresAt, now))),
    );
  }

  /**
   * Due jobs in fair order: each company's oldest first, then each one's second, and so on (jobs of
   * no company count as one more company), at most `perCompany` of each. A company with a thousand
   * jobs queued does not push another's one job behind them.
   */
  async dueInTurns(kinds: string[], perCompany: number): Promise<DueJob[]> {
    if (kinds.length === 0 || perCompany <= 0) return [];
    const turn = sql<number>`row_number() over (partition by coalesce(${jobs.companyIdx}, 0) order by ${jobs.runAt}, ${jobs.jobId})`;
    const ranked = this.db
      .select({ jobId: jobs.jobId, kind: jobs.kind, companyIdx: jobs.companyIdx, runAt: jobs.runAt, turn: turn.as('turn') })
      .from(jobs)
      .where(this.due(kinds, this.clock()))
      .as('ranked');
    const rows = await this.db
      .select({ jobId: ranked.jobId, kind: ranked.kind, companyIdx: ranked.companyIdx })
      .from(ranked)
      .where(lte(ranked.turn, perCompany))
      .orderBy(ranked.turn, ranked.runAt, ranked.jobId);
    return rows;
  }

  /**
   * Takes these due jobs (those another instance took meanwhile are skipped), or with `ids` null up
   * to `limit` due jobs of these kinds in order (queued and due, or running with an expired lease).
   */
  async claim(owner: string, kinds: string[], limit: number, leaseMs: number, ids: number[] | null = null): Promise<JobRow[]> {
    if (kinds.length === 0 || limit <= 0 || ids?.length === 0) return [];
    const now = this.clock();
    const due = this.db
      .select({ jobId: jobs.jobId })
      .from(jobs)
      .where(ids ? and(inArray(jobs.jobId, ids), this.due(kinds, now)) : this.due(kinds, now))
      .orderBy(jobs.runAt, jobs.jobId)
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(jobs)
      .set({
        status: 'running',
        leaseOwner: owner,
        leaseExpiresAt: new Date(now.getTime() + leaseMs),
        attempts: sql`${jobs.attempts} + 1`,
        modDatetime: now,
      })
      .where(inArray(jobs.jobId, due))
      .returning();
  }

  /** Extends the lease; false when this owner lost the job (reclaimed after its lease expired). */
  async renew(jobId: number, owner: string, leaseMs: number): Promise<boolean> {
    const now = this.clock();
    const rows = await this.db
      .update(jobs)
      .set({ leaseExpiresAt: new Date(now.getTime() + leaseMs), modDatetime: now })
      .where(this.owned(jobId, owner))
      .returning({ jobId: jobs.jobId });
    return rows.length > 0;
  }

  async setProgress(jobId: number, owner: string, progress: unknown): Promise<boolean> {
    const rows = await this.db
      .update(jobs)
      .set({ progress, modDatetime: this.clock() })
      .where(this.owned(jobId, owner))
      .returning({ jobId: jobs.jobId });
    return rows.length > 0;
  }

  async complete(jobId: number, owner: string, result: unknown): Promise<boolean> {
    return this.finish(jobId, owner, { status: 'done', result: result ?? null });
  }

  /**
   * Records a failed attempt: queued again after `retryInMs` while attempts remain (and the error
   * is not final), otherwise failed for good. The error is kept either way.
   */
  async fail(job: JobRow, owner: string, error: string, retryInMs: number, final = false): Promise<'retry' | 'failed' | null> {
    if (final || job.attempts >= job.maxAttempts) {
      return (await this.finish(job.jobId, owner, { status: 'failed', lastError: error })) ? 'failed' : null;
    }
    const now = this.clock();
    const rows = await this.db
      .update(jobs)
      .set({
        status: 'queued',
        lastError: error,
        runAt: new Date(now.getTime() + retryInMs),
        leaseOwner: null,
        leaseExpiresAt: null,
        modDatetime: now,
      })
      .where(this.owned(job.jobId, owner))
      .returning({ jobId: jobs.jobId });
    return rows.length > 0 ? 'retry' : null;
  }

  /** Hands a job back untried (graceful stop): queued again at once, the attempt not counted. */
  async release(jobId: number, owner: string): Promise<boolean> {
    const now = this.clock();
    const rows = await this.db
      .update(jobs)
      .set({
        status: 'queued',
        attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
        runAt: now,
        leaseOwner: null,
        leaseExpiresAt: null,
        modDatetime: now,
      })
      .where(this.owned(jobId, owner))
      .returning({ jobId: jobs.jobId });
    if (rows.length > 0) this.events.emit('enqueued');
    return rows.length > 0;
  }

  async get(jobId: number): Promise<JobRow | null> {
    const [row] = await this.db.select().from(jobs).where(eq(jobs.jobId, jobId)).limit(1);
    return row ?? null;
  }

  /**
   * Waits until the job is done or failed, wherever it runs: woken at once when this instance
   * finishes it, otherwise by polling the row.
   */
  async waitFor(jobId: number, pollMs = 500): Promise<FinishedJob> {
    for (;;) {
      const row = await this.get(jobId);
      if (!row) throw new Error(`job ${jobId} is gone`);
      if (row.status === 'done' || row.status === 'failed') return row as FinishedJob;
      await new Promise<void>((resolve) => {
        const onFinished = (id: number) => {
          if (id === jobId) done();
        };
        const timer = setTimeout(() => done(), pollMs);
        const done = () => {
          clearTimeout(timer);
          this.events.off('finished', onFinished);
          resolve();
        };
        this.events.on('finished', onFinished);
      });
    }
  }

  /** Removes finished jobs older than the cutoff; answers how many. */
  async deleteFinishedBefore(cutoff: Date): Promise<number> {
    const rows = await this.db
      .delete(jobs)
      .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.finishedAt, cutoff)))
      .returning({ jobId: jobs.jobId });
    return rows.length;
  }

  private owned(jobId: number, owner: string) {
    return and(eq(jobs.jobId, jobId), eq(jobs.status, 'running'), eq(jobs.leaseOwner, owner));
  }

  private async finish(
    jobId: number,
    owner: string,
    outcome: { status: 'done'; result: unknown } | { status: 'failed'; lastError: string },
  ): Promise<boolean> {
    const now = this.clock();
    const rows = await this.db
      .update(jobs)
      .set({ ...outcome, leaseOwner: null, leaseExpiresAt: null, finishedAt: now, modDatetime: now })
      .where(this.owned(jobId, owner))
      .returning({ jobId: jobs.jobId });
    if (rows.length > 0) this.events.emit('finished', jobId);
    return rows.length > 0;
  }
}
