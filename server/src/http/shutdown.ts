import type { FastifyInstance } from 'fastify';
import type { Lifecycle } from './health';

export interface ShutdownOptions {
  /** In-flight requests get this long to finish; then the process exits 1 without them. */
  timeoutMs: number;
  /** Readiness answers 503 this long before the listener closes, so a balancer stops sending first. */
  drainDelayMs: number;
  /** process.exit, injected by tests. */
  exit?: (code: number) => void;
}

/**
 * Graceful stop on SIGTERM and SIGINT: readiness turns 503, the listener closes, in-flight requests
 * finish, then the onClose hooks stop the jobs and close the database. A second signal, or the
 * deadline, ends the process at once with exit code 1.
 */
export function installGracefulShutdown(app: FastifyInstance, lifecycle: Lifecycle, options: ShutdownOptions): void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const shutdown = (signal: NodeJS.Signals) => {
    if (lifecycle.draining) {
      app.log.warn({ signal }, 'second signal: stopping now');
      exit(1);
      return;
    }
    lifecycle.draining = true;
    app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutMs: options.timeoutMs }, 'requests still running at the shutdown deadline; stopping without them');
      exit(1);
    }, options.drainDelayMs + options.timeoutMs);
    deadline.unref();
    const drained = new Promise<void>((resolve) => setTimeout(resolve, options.drainDelayMs));
    // app.close() stops accepting connections, waits for the requests in flight, then runs onClose.
    drained
      .then(() => app.close())
      .then(
        () => {
          clearTimeout(deadline);
          app.log.info('stopped');
          exit(0);
        },
        (err: unknown) => {
          clearTimeout(deadline);
          app.log.error({ err }, 'shutdown failed');
          exit(1);
        },
      );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
