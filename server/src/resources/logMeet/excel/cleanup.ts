import type { Runtime } from '../../../runtime';
import { deleteExport, exportsBefore } from './repository';

/** A finished export is kept this long for its download, then removed with its file. */
export const EXPORT_KEEP_MS = 24 * 60 * 60 * 1000;
const BATCH = 200;

/** Removes exports older than EXPORT_KEEP_MS: the file first, then the row. Answers how many. */
export async function purgeOldExports(runtime: Runtime): Promise<number> {
  const cutoff = new Date(runtime.clock().getTime() - EXPORT_KEEP_MS);
  let removed = 0;
  for (;;) {
    const due = await exportsBefore(runtime.database.db, cutoff, BATCH);
    for (const row of due) {
      if (row.storageKey && runtime.storage) await runtime.storage.delete(row.storageKey);
      await deleteExport(runtime.database.db, row.exportIdx);
    }
    removed += due.length;
    if (due.length < BATCH) return removed;
  }
}
