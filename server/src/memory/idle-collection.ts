/*
 * Giving back the memory a burst of work took (issue 35, memory). Under load V8 grows each thread's heap
 * (the HTTP thread's from ~27 to ~55 MiB, the embedded database worker's from ~16 to ~47 MiB) and keeps
 * that room once the load is gone: the server stayed ~80 MiB above its ready figure and rose a little
 * with each burst. One full collection per thread, run once the server has been idle for a moment after
 * enough work, gives it back (measured after three rounds of the API load: 292 -> 213 MiB, ready 211).
 *
 * A collection holds its thread for tens of milliseconds, so it runs only after `minWork` requests and
 * `idleMs` without one: a quiet server never collects, a busy one only in its pauses.
 */

export interface IdleCollectionOptions {
  /** Collects the garbage of every thread (collectAll below, with the database's worker). */
  collect(): Promise<void> | void;
  /** Requests since the last collection that make the next one worth it. */
  minWork?: number;
  /** How long without a request counts as idle. */
  idleMs?: number;
  now?: () => number;
}

export interface IdleCollection {
  /** One request done. */
  noteWork(): void;
  stop(): void;
}

export function startIdleCollection({ collect, minWork = 500, idleMs = 1_000, now = Date.now }: IdleCollectionOptions): IdleCollection {
  let work = 0;
  let lastWorkAt = now();
  let collecting = false;
  const timer = setInterval(() => {
    if (collecting || work < minWork || now() - lastWorkAt < idleMs) return;
    work = 0;
    collecting = true;
    Promise.resolve()
      .then(collect)
      .catch(() => undefined) // a failed collection leaves the memory as it was; nothing to report
      .finally(() => (collecting = false));
  }, idleMs / 2);
  timer.unref();
  return {
    noteWork() {
      work += 1;
      lastWorkAt = now();
    },
    stop: () => clearInterval(timer),
  };
}

type GcOptions = { type: 'major'; execution: 'sync'; flavor: 'last-resort' };
/** V8's collector, exposed by `--expose-gc` (v8-flags.ts); absent where the flag is not set (tests). */
const gc = (globalThis as { gc?: (options?: GcOptions) => void }).gc;

/**
 * A full collection of this thread's heap that also hands the freed pages back to the system (V8's
 * "last resort" collection: a regular one shrank a test heap from 165 to 23 MiB and left the RSS where it
 * was); nothing where V8 does not expose its collector.
 */
export function collectThisThread(): void {
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
