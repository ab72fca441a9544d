import { UserStatus } from '@boda/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { type JobLog, type ScheduledJob, scheduleJob } from '../../jobs/schedule';
import type { FileStorage } from '../../storage/file-storage';
import { deleteUsers } from './removal';

/*
 * Unsubscribed (out) accounts are deleted fully once a retention period has passed since they
 * were unsubscribed (foundation.md 4). The period is USER_RETENTION_DAYS; the job runs at start
 * and then every few hours, in batches so that one run never holds a huge transaction.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 1000;

export async function purgeUnsubscribedUsers(db: Db, storage: FileStorage | null, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let total = 0;
  for (;;) {
    const due = await db
      .select({ userIdx: users.userIdx })
      .from(users)
      .where(and(eq(users.userStatusCd, UserStatus.OUT), lt(users.statusDatetime, cutoff)))
      .limit(BATCH);
    if (due.length === 0) return total;
    total += await deleteUsers(
      db,
      storage,
      due.map((u) => u.userIdx),
    );
    if (due.length < BATCH) return total;
  }
}

export interface PurgeScheduleOptions {
  db: Db;
  storage: FileStorage | null;
  clock: () => Date;
  retentionDays: number;
  intervalMs?: number;
  log: JobLog;
}

export function scheduleUserPurge(options: PurgeScheduleOptions): ScheduledJob {
  return scheduleJob({
    run: () => purgeUnsubscribedUsers(options.db, options.storage, options.clock(), options.retentionDays),
    intervalMs: options.intervalMs ?? 6 * 60 * 60 * 1000,
    log: options.log,
    messages: { done: 'unsubscribed users purged', failed: 'purging unsubscribed users failed' },
    fields: { retentionDays: options.retentionDays },
  });
}
