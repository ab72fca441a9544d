import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../runtime';

/** What the process is doing as a whole: set by the shutdown handler (http/shutdown.ts). */
export interface Lifecycle {
  /** Stopping: readiness answers 503 so a load balancer sends new requests elsewhere. */
  draining: boolean;
}

export const HEALTH_LIVE_PATH = '/health/live';
export const HEALTH_READY_PATH = '/health/ready';

/** A dependency that does not answer within this is as good as down for a load balancer. */
const CHECK_TIMEOUT_MS = 2_000;

type CheckResult = 'ok' | 'failed' | 'not configured';

function withTimeout(work: Promise<unknown>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).then(
    () => clearTimeout(timer),
    (err: unknown) => {
      clearTimeout(timer);
      throw err;
    },
  );
}

/**
 * Health for orchestrators and load balancers, outside /open and /boda: no auth, never cached.
 * live: the process answers (restart it if not). ready: it can serve (database and storage answer,
 * not shutting down); a 503 names what failed.
 */
export function registerHealth(app: FastifyInstance, runtime: Runtime, lifecycle: Lifecycle): void {
  app.get(HEALTH_LIVE_PATH, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'live' }));

  app.get(HEALTH_READY_PATH, async (req, reply) => {
    const check = async (name: string, run: (() => Promise<unknown>) | null): Promise<CheckResult> => {
      if (!run) return 'not configured';
      try {
        await withTimeout(run());
        return 'ok';
      } catch (err) {
        req.log.warn({ err, dependency: name }, 'readiness check failed');
        return 'failed';
      }
    };
    const storage = runtime.storage;
    const [database, files] = await Promise.all([
      check('database', () => runtime.database.db.execute(sql`select 1`)),
      check('storage', storage ? () => storage.check() : null),
    ]);
    const checks = { database, storage: files, draining: lifecycle.draining };
    const ready = database === 'ok' && files !== 'failed' && !lifecycle.draining;
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ready' : 'unavailable', checks });
  });
}
