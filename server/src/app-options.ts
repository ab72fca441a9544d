import { getHeapStatistics } from 'node:v8';
import type { AppOptions } from './app';
import { loadOrCreateSecret } from './auth/secret';
import type { ServerEnv } from './config/env';
import type { Database } from './db/client';
import type { JobsOptions } from './jobs/housekeeping';
import { loadOrCreateTicketKey } from './launch/ticket-key';
import { readMailEnv } from './mail';
import { createStorage } from './storage/create';

const MB = 1024 * 1024;

/** OVERLOAD_HEAP_USED_MB, or 90% of what V8 may use (--max-old-space-size): refuse before running out. */
function heapLimitBytes(configuredMb: number | null): number {
  if (configuredMb !== null) return configuredMb * MB;
  return Math.floor(getHeapStatistics().heap_size_limit * 0.9);
}

/**
 * The app as the environment configures it: the server (serve.ts) and the embedded database's first
 * start, which seeds the demo data in its own process (demo-seed.ts), build the same app.
 */
export async function appOptionsFromEnv(env: ServerEnv, database: Database, jobs: JobsOptions): Promise<AppOptions> {
  return {
    database,
    secret: loadOrCreateSecret(env.secret, env.secretFile),
    accessTokenTtlSeconds: env.accessTokenTtlSeconds,
    loginRateLimit: env.loginRateLimit,
    webDir: env.webDir,
    storage: createStorage(env.storage),
    clientDownloadUrl: env.clientDownloadUrl,
    webClassClientUrl: env.webClassClientUrl,
    trustProxy: env.trustProxy,
    corsOrigins: env.corsOrigins,
    logger: { level: env.logLevel },
    ticketKey: await loadOrCreateTicketKey(env.agentTicketKey, env.ticketKeyFile),
    publicOrigin: env.publicOrigin,
    admission: { maxEventLoopDelayMs: env.overloadEventLoopDelayMs, maxHeapUsedBytes: heapLimitBytes(env.overloadHeapUsedMb) },
    userRetentionDays: env.userRetentionDays,
    siteOperator: env.siteOperator,
    mail: readMailEnv(process.env),
    enquiryRateLimit: env.enquiryRateLimit,
    ice: env.ice,
    jobs,
    backup: env.backup,
  };
}
