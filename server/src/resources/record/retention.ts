import { companies } from '../../db/schema';
import type { Runtime } from '../../runtime';
import { purgeOldExports } from '../logMeet';
import { purgeClassLogs } from '../meet';
import * as repo from './repository';
import { removeUploadFiles } from './uploads';

/*
 * Retention of class history per company (legal terms; company config `retention`): recordings and
 * chat files after recordMonths (1 by default), their files removed from storage before their rows;
 * class logs after logMonths (6 by default, meet/retention.ts). A recurring job on the queue runs it
 * on one instance every 6 hours; unfinished uploads past their resume window and spreadsheet exports
 * older than a day are swept with it.
 */

export const CLASS_HISTORY_RETENTION_JOB = 'classHistory.retention';
const BATCH = 200;

/** `now` minus whole calendar months (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

export async function purgeRecords(runtime: Runtime, companyIdx: number, cutoff: Date): Promise<number> {
  const db = runtime.database.db;
  let removed = 0;
  for (;;) {
    const due = await repo.recordsBefore(db, companyIdx, cutoff, BATCH);
    for (const record of due) {
      // The file first: a row without its file is an error the list shows; a file without a row leaks forever.
      if (runtime.storage) await removeUploadFiles(runtime, record.storageKey, uploadIdOf(record.storageKey));
      await repo.deleteRecord(db, record.recordIdx);
    }
    removed += due.length;
    if (due.length < BATCH) return removed;
  }
}

/** The upload id is the storage key's last segment (local `resumable/<id>`, S3 `<id>`). */
function uploadIdOf(storageKey: string): string {
  return storageKey.slice(storageKey.lastIndexOf('/') + 1);
}

export async function purgeClassHistory(
  runtime: Runtime,
): Promise<{ records: number; sessions: number; meetings: number; exports: number }> {
  const db = runtime.database.db;
  const now = runtime.clock();
  const all = await db
    .select({ companyIdx: companies.companyIdx, configVersion: companies.configVersion, configuration: companies.configuration })
    .from(companies);
  const total = { records: 0, sessions: 0, meetings: 0, exports: await purgeOldExports(runtime) };
  for (const company of all) {
    const { retention } = runtime.configs.of(company).config;
    total.records += await purgeRecords(runtime, company.companyIdx, monthsBefore(now, retention.recordMonths));
    const logs = await purgeClassLogs(db, company.companyIdx, monthsBefore(now, retention.logMonths));
    total.sessions += logs.sessions;
    total.meetings += logs.meetings;
  }
  return total;
}

export function registerClassHistoryRetention(runtime: Runtime, sweepUploads: () => Promise<number>): void {
  runtime.jobs.registry.register(
    CLASS_HISTORY_RETENTION_JOB,
    async (_payload, { log }) => {
      const purged = await purgeClassHistory(runtime);
      const expiredUploads = runtime.storage ? await sweepUploads() : 0;
      if (purged.records + purged.sessions + purged.meetings + purged.exports + expiredUploads > 0)
        log.info({ ...purged, expiredUploads }, 'class history past retention removed');
      return { ...purged, expiredUploads };
    },
    { everyMs: 6 * 60 * 60 * 1000 },
  );
}
