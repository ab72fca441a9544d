import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure';
import { ErrorCode } from '@boda/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { errorBody } from './error-handler';
import { HEALTH_LIVE_PATH, HEALTH_READY_PATH } from './health';
import { isApiPath } from './web';

/** Limits past which new requests are refused at once instead of queueing behind the work in hand. */
export interface AdmissionLimits {
  /** Mean event-loop delay over the last sample; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** V8 heap in use; 0 turns the check off. */
  maxHeapUsedBytes: number;
  /** How often the process is sampled (default 1 s; tests use less). */
  sampleIntervalMs?: number;
  /** Seconds a refused client is told to wait (Retry-After). */
  retryAfterSeconds?: number;
}

/** Requests never refused under pressure: liveness, and reading the web app's pages and files (not readiness). */
function admittedAlways(req: FastifyRequest): boolean {
  const path = req.url.split('?')[0] ?? '/';
  if (path === HEALTH_LIVE_PATH) return true;
  return (req.method === 'GET' || req.method === 'HEAD') && !isApiPath(path) && path !== HEALTH_READY_PATH;
}

/**
 * Admission control (@fastify/under-pressure): an overloaded process answers 503 WB-503-001 with
 * Retry-After at once, rather than letting clients wait seconds for answers (the load test
 * saw a 2.7 s p99 while the server's own times stayed under 0.9 s). Liveness is exempt, so an
 * orchestrator never restarts a process for being busy; readiness is not, so a balancer backs off.
 * The web app's own files and pages are exempt too: they are cheap (precompressed, from disk), and a
 * page refused its code ends on the error page, while a refused API call is sent again by the app
 * after the Retry-After (api/client.ts).
 */
export async function registerAdmission(app: FastifyInstance, limits: AdmissionLimits): Promise<void> {
  const retryAfter = limits.retryAfterSeconds ?? 5;
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    maxHeapUsedBytes: limits.maxHeapUsedBytes,
    sampleInterval: limits.sampleIntervalMs ?? 1000,
    // The plugin lets the request through when this returns nothing and sends what it returns
    // otherwise (its types say void only, hence the cast).
    pressureHandler: ((req: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => {
      if (admittedAlways(req)) return undefined;
      req.log.debug({ type, value }, 'refused under pressure');
      void reply.status(503).header('retry-after', String(retryAfter)).header('cache-control', 'no-store');
      return errorBody(new AppError(ErrorCode.UNAVAILABLE));
    }) as unknown as FastifyUnderPressureOptions['pressureHandler'],
  });
}
