import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, bigserial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, timestamps } from './columns';
import { companies } from './companies';

/* Work shared by every instance: the durable job queue, rate-limit windows and the seed sets applied. */

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export const jobs = pgTable(
  'jobs',
  {
    jobId: bigserial('job_id', { mode: 'number' }).primaryKey(),
    /** Which registered handler runs it ('user.import', 'user.purge', ...). */
    kind: varchar('kind', { length: 64 }).notNull(),
    payload: jsonb('payload')
      .$type<unknown>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: varchar('status', { length: 16 }).$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not claimed before this time (retries wait here with their backoff). */
    runAt: at('run_at').notNull().defaultNow(),
    /** The instance running it and until when its claim holds; an expired lease is claimed again. */
    leaseOwner: varchar('lease_owner', { length: 64 }),
    leaseExpiresAt: at('lease_expires_at'),
    progress: jsonb('progress').$type<unknown>(),
    result: jsonb('result').$type<unknown>(),
    lastError: text('last_error'),
    companyIdx: integer('company_idx').references(() => companies.companyIdx, { onDelete: 'cascade' }),
    createdByUserIdx: integer('created_by_user_idx'),
    /** At most one job ever per key (a recurring job's period). */
    dedupeKey: varchar('dedupe_key', { length: 128 }),
    /** At most one queued or running job per key (one import per company at a time). */
    singletonKey: varchar('singleton_key', { length: 128 }),
    finishedAt: at('finished_at'),
    ...timestamps,
  },
  (t) => [
    index('jobs_claimable').on(t.status, t.runAt),
    uniqueIndex('jobs_dedupe_key').on(t.dedupeKey),
    uniqueIndex('jobs_active_singleton')
      .on(t.singletonKey)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/**
 * Sliding rate-limit windows: one row per limited key with the times (ms) of its recent allowed
 * hits, updated in one upsert so that concurrent instances count the same hits.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: bigint('hits', { mode: 'number' }).array().notNull(),
    /** Whether the last hit was allowed (the upsert's answer). */
    allowed: boolean('allowed').notNull().default(true),
    /** When the newest hit leaves the window: rows past it are swept. */
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('rate_limits_expires').on(t.expiresAt)],
);

export type JobRow = typeof jobs.$inferSelect;

/**
 * Seed sets applied to this database ('demo' with SEED_DEMO=1) and at which version: a restart whose
 * code has the same version skips the whole set (server/src/seed/demo-data.ts).
 */
export const seedRuns = pgTable('seed_runs', {
  name: varchar('name', { length: 32 }).primaryKey(),
  version: integer('version').notNull(),
  doneAt: at('done_at').notNull().defaultNow(),
});
