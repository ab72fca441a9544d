/**
 * A small closed-loop load generator (what autocannon does): `connections` keep-alive sockets, each
 * sending its next request as soon as the last answer is read, for a fixed time. Latency is taken
 * per request; a request without an answer within `timeoutMs` counts as a timeout.
 */
import { readFileSync } from 'node:fs';
import { Pool } from 'undici';

export interface LoadRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  timeouts: number;
  errors: number;
  /** CPU time (user + system) the server process spent per answered request, when its pid was given. */
  cpuUsPerRequest: number | null;
}

export interface LoadOptions {
  connections?: number;
  durationMs?: number;
  warmupMs?: number;
  timeoutMs?: number;
  /** The server's process id (Linux): its CPU time per request is measured too, a figure less shaken by a busy machine than req/s. */
  serverPid?: number;
}

/** User + system CPU milliseconds of a process so far (Linux /proc), or null elsewhere. */
function cpuMsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function run(pool: Pool, request: LoadRequest, connections: number, durationMs: number, timeoutMs: number): Promise<LoadResult> {
  const samples: number[] = [];
  let timeouts = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + durationMs;
  const loop = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        const answer = await pool.request({
          path: request.path,
          method: request.method ?? 'GET',
          headers: request.headers,
          headersTimeout: timeoutMs,
          bodyTimeout: timeoutMs,
        });
        await answer.body.text();
        if (answer.statusCode >= 400) errors += 1;
        else samples.push(performance.now() - t0);
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code.includes('TIMEOUT')) timeouts += 1;
        else errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    perSecond: samples.length / elapsed,
    p50: percentile(samples, 50),
    p99: percentile(samples, 99),
    timeouts,
    errors,
    cpuUsPerRequest: null,
  };
}

/** Warms up (JIT, caches, connection setup), then measures. */
export async function measureLoad(origin: string, request: LoadRequest, options: LoadOptions = {}): Promise<LoadResult> {
  const connections = options.connections ?? 100;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 30_000 });
  try {
    await run(pool, request, connections, options.warmupMs ?? 1_000, timeoutMs);
    const cpuBefore = cpuMsOf(options.serverPid);
    const result = await run(pool, request, connections, options.durationMs ?? 5_000, timeoutMs);
    const cpuAfter = cpuMsOf(options.serverPid);
    if (cpuBefore !== null && cpuAfter !== null && result.requests > 0)
      result.cpuUsPerRequest = ((cpuAfter - cpuBefore) * 1000) / result.requests;
    return result;
  } finally {
    await pool.close();
  }
}
