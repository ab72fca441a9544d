import type { BackupSchedule } from '../config/backup-env';
import type { Database } from '../db/client';
import type { JobRegistry } from '../jobs/registry';
import type { FileStorage } from '../storage/file-storage';
import { backupOf } from './live-embedded';
import { BACKUPS_PREFIX } from './take';

/*
 * BACKUP_INTERVAL: a recurring job (once per period across all instances) writes a backup into the
 * file storage as backups/boda-<UTC time>.boda-backup and keeps the newest BACKUP_KEEP of them.
 */

export const SCHEDULED_BACKUP_JOB = 'backup.scheduled';
const NAME_PREFIX = `${BACKUPS_PREFIX}boda-`;

/** backups/boda-20261129T021500Z.boda-backup: names sort by time. */
export function scheduledBackupKey(now: Date): string {
  return `${NAME_PREFIX}${now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.boda-backup`;
}

/** Removes all but the newest `keep` scheduled backups; answers the removed keys. */
export async function pruneScheduledBackups(storage: FileStorage, keep: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const { key } of storage.list(NAME_PREFIX)) if (key.endsWith('.boda-backup')) keys.push(key);
  const removed = keys.sort().slice(0, Math.max(0, keys.length - keep));
  for (const key of removed) await storage.delete(key);
  return removed;
}

export interface ScheduledBackups {
  schedule: BackupSchedule;
  database: Database;
  storage: FileStorage;
  clock: () => Date;
}

export function registerScheduledBackups(registry: JobRegistry, options: ScheduledBackups): void {
  const { schedule, database, storage, clock } = options;
  registry.register(
    SCHEDULED_BACKUP_JOB,
    async (_payload, { log }) => {
      const key = scheduledBackupKey(clock());
      // The storage writes beside the key and renames (or completes the upload) only once the stream ended well.
      await backupOf({ database, storage }, async (bytes) => {
        await storage.put(key, bytes);
      });
      const pruned = await pruneScheduledBackups(storage, schedule.keep);
      log.info({ key, pruned: pruned.length }, 'scheduled backup written');
      return { key, pruned };
    },
    { everyMs: schedule.intervalMs },
  );
}
