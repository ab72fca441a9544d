/*
 * Background jobs: a job is a function the owning resource provides (e.g. the user purge); this
 * module only runs it at start and then on an interval, one run at a time, logging the outcome.
 */

export interface JobLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface JobOptions {
  /** Does one run; answers how many things it handled (logged when more than 0). */
  run(): Promise<number>;
  intervalMs: number;
  log: JobLog;
  /** Log messages of a run that handled something and of a failed run. */
  messages: { done: string; failed: string };
  /** Extra fields for the "done" log line. */
  fields?: object;
}

export interface ScheduledJob {
  /** One run now (also what the timer does); never rejects. */
  run(): Promise<number>;
  stop(): void;
}

export function scheduleJob(options: JobOptions): ScheduledJob {
  let running: Promise<number> | null = null;
  const run = (): Promise<number> => {
    running ??= options
      .run()
      .then((count) => {
        if (count > 0) options.log.info({ count, ...options.fields }, options.messages.done);
        return count;
      })
      .catch((err: unknown) => {
        options.log.error({ err }, options.messages.failed);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  // The schedule must not keep the process alive on shutdown.
  timer.unref();
  void run();
  return { run, stop: () => clearInterval(timer) };
}
