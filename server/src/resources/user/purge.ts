import { UserStatus } from '@boda/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Runtime } from '../../runtime';
import type { FileStorage } from '../../storage/file-storage';
import { deleteUsers } from './removal';

/*
 * Unsubscribed (out) accounts are deleted fully once a retention period has passed since they
 * were unsubscribed (foundation.md 4). The period is USER_RETENTION_DAYS; a recurring job on the
 * queue runs it every few hours, in batches so that one run never holds a huge transaction.
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

export const USER_PURGE_JOB = 'user.purge';

/** Every 6 hours, on one instance (a recurring job on the queue): purges with USER_RETENTION_DAYS. */
export function registerUserPurge(runtime: Runtime): void {
  runtime.jobs.registry.register(
    USER_PURGE_JOB,
    async (_payload, { log }) => {
      const retentionDays = runtime.settings.userRetentionDays;
      const purged = await purgeUnsubscribedUsers(runtime.database.db, runtime.storage, runtime.clock(), retentionDays);
      if (purged > 0) log.info({ count: purged, retentionDays }, 'unsubscribed users purged');
      return { purged };
    },
    { everyMs: 6 * 60 * 60 * 1000 },
  );
}
