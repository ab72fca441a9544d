import { UserStatus } from '@boda/contract';
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { deleteUsers } from '../resources/user/removal';
import type { FileStorage } from '../storage/local';

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
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

export interface PurgeSchedule {
  /** One run now (also what the timer does); never rejects. */
  run(): Promise<number>;
  stop(): void;
}

export function scheduleUserPurge(options: PurgeScheduleOptions): PurgeSchedule {
  let running: Promise<number> | null = null;
  const run = (): Promise<number> => {
    running ??= purgeUnsubscribedUsers(options.db, options.storage, options.clock(), options.retentionDays)
      .then((count) => {
        if (count > 0) options.log.info({ count, retentionDays: options.retentionDays }, 'unsubscribed users purged');
        return count;
      })
      .catch((err: unknown) => {
        options.log.error({ err }, 'purging unsubscribed users failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), options.intervalMs ?? 6 * 60 * 60 * 1000);
  // The schedule must not keep the process alive on shutdown.
  timer.unref();
  void run();
  return { run, stop: () => clearInterval(timer) };
}
