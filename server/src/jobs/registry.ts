import type { JobRow } from '../db/schema';

/*
 * Job handlers by kind. The owning resource registers its handlers (jobs/ never imports
 * resources); the runner runs whatever kinds are registered on its instance.
 */

export interface JobLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobContext {
  job: JobRow;
  /** Stores the job's progress for whoever polls it (the UI); resolves false if the job was lost. */
  progress(progress: unknown): Promise<boolean>;
  /** Aborted when this instance lost the job (lease reclaimed) or stopped before it finished. */
  signal: AbortSignal;
  log: JobLog;
}

/** Does the job; what it answers is stored as the job's result (JSON). */
export type JobHandler = (payload: unknown, ctx: JobContext) => Promise<unknown>;

export interface JobKindOptions {
  /** First retry delay, doubled per attempt up to maxBackoffMs (defaults 5 s and 10 min). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Recurring: enqueued once per period across all instances (a dedupe key per period). */
  everyMs?: number;
  /**
   * Runs once when the job has failed for good (attempts used up, a PermanentJobError, or its
   * instance died on the last attempt): releases what the attempts kept for a retry, such as an
   * uploaded file. Its own failure is logged, never retried.
   */
  onFailed?: (payload: unknown, lastError: string) => Promise<void>;
  /**
   * Conversion work (decoding and rendering pages: long and heavy). An instance runs at most one
   * per company at once, and never so many that no slot is left for other work (runner.ts).
   */
  conversion?: boolean;
}

export interface RegisteredKind extends JobKindOptions {
  kind: string;
  handler: JobHandler;
}

/** A failure not worth retrying (bad payload, refused input): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

export class JobRegistry {
  private readonly kinds = new Map<string, RegisteredKind>();

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    if (this.kinds.has(kind)) throw new Error(`job kind ${kind} registered twice`);
    this.kinds.set(kind, { kind, handler, ...options });
  }

  get(kind: string): RegisteredKind | undefined {
    return this.kinds.get(kind);
  }

  names(): string[] {
    return [...this.kinds.keys()];
  }

  isConversion(kind: string): boolean {
    return this.kinds.get(kind)?.conversion === true;
  }

  recurring(): Array<RegisteredKind & { everyMs: number }> {
    return [...this.kinds.values()].filter((k): k is RegisteredKind & { everyMs: number } => k.everyMs !== undefined);
  }

  /** Delay before the next try after `attempts` failed ones: exponential, capped. */
  backoffMs(kind: string, attempts: number): number {
    const options = this.kinds.get(kind);
    const base = options?.backoffMs ?? 5_000;
    const cap = options?.maxBackoffMs ?? 10 * 60_000;
    return Math.min(cap, base * 2 ** Math.max(0, attempts - 1));
  }
}
