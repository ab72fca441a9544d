import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { type CommandData, type CommandParsedInput, ErrorCode, type ExportKindValue, type ExportStatus } from '@boda/contract';
import { requireAccess } from '../../../auth/policies';
import { AppError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import type { Runtime } from '../../../runtime';
import type { ByteRange, StoredObject } from '../../../storage/file-storage';
import { insertExport, setExportFile, setExportJob } from './repository';

/*
 * The one export service (log_exports): every spreadsheet export, the class-results sheets and the
 * settlement sheet, is a row here plus a job that writes the file. Starting one, its status
 * (logMeetExcel.EXPORT_STATUS) and its download are the same for every kind; only the starter sees
 * its export (anyone else: not found). Each kind's job writes its own sheet and ends in storeExportFile.
 */

export interface ExportProgress {
  done: number;
  total: number;
}

export interface ExportStart<P> {
  kind: ExportKindValue;
  fileName: string;
  /** The job kind that writes the file. */
  job: string;
  /** The job's payload, given the new export's index. */
  payload(exportIdx: number): P;
}

/** Records the export, enqueues its job and answers its first status. */
export async function startExportJob<P>(ctx: SignedInContext, start: ExportStart<P>): Promise<ExportStatus> {
  const owner = { companyIdx: ctx.auth.companyIdx, userIdx: ctx.auth.userIdx };
  const created = await insertExport(ctx.db, { ...owner, kind: start.kind, fileName: start.fileName });
  const job = await ctx.runtime.jobs.queue.enqueue({
    kind: start.job,
    payload: start.payload(created.exportIdx),
    maxAttempts: 3,
    companyIdx: owner.companyIdx,
    createdByUserIdx: owner.userIdx,
  });
  if (!job) throw new Error(`${start.job} job not enqueued`);
  await setExportJob(ctx.db, created.exportIdx, job.jobId);
  return statusOf(created.exportIdx, start.kind, start.fileName, null, 'queued', null, null);
}

/** A job's last step: the written file goes to the storage and onto its export. */
export async function storeExportFile(runtime: Runtime, exportIdx: number, folder: string, file: string): Promise<string> {
  const storage = runtime.storage;
  if (!storage) throw new Error('no file storage on this instance');
  const storageKey = `exports/${folder}/${exportIdx}-${randomBytes(8).toString('hex')}.xlsx`;
  await storage.put(storageKey, createReadStream(file));
  await setExportFile(runtime.database.db, exportIdx, storageKey);
  return storageKey;
}

function statusOf(
  exportIdx: number,
  kind: ExportKindValue,
  fileName: string,
  storageKey: string | null,
  jobStatus: string | null,
  progress: unknown,
  lastError: string | null,
): ExportStatus {
  const p = (progress ?? { done: 0, total: 0 }) as ExportProgress;
  // The file is what counts: stored means done, even should the job row be gone (housekeeping).
  const status: ExportStatus['status'] =
    storageKey !== null ? 'done' : jobStatus === 'queued' || jobStatus === 'running' ? jobStatus : 'failed';
  return {
    exportIdx,
    kind,
    status,
    done: status === 'done' ? p.total : p.done,
    total: p.total,
    fileName: status === 'done' ? fileName : null,
    error: status === 'failed' ? (lastError ?? 'The export failed.') : null,
  };
}

export async function exportStatus(
  input: CommandParsedInput<'logMeetExcel.EXPORT_STATUS'>,
  ctx: SignedInContext,
): Promise<CommandData<'logMeetExcel.EXPORT_STATUS'>> {
  const found = await requireAccess(ctx, 'logMeetExport.own', input.exportIdx);
  const e = found.export;
  return {
    result: statusOf(e.exportIdx, e.kind as ExportKindValue, e.fileName, e.storageKey, found.status, found.progress, found.lastError),
  };
}

/** The finished file for its starter; another kind's command is not found, an unfinished one WB-409-004. */
export async function openExportDownload(
  ctx: SignedInContext,
  kind: ExportKindValue,
  exportIdx: number,
  range?: ByteRange,
): Promise<{ name: string; stored: StoredObject }> {
  const found = await requireAccess(ctx, 'logMeetExport.own', exportIdx, kind);
  const e = found.export;
  if (e.storageKey === null) {
    if (found.status === 'queued' || found.status === 'running') throw new AppError(ErrorCode.EXPORT_NOT_READY);
    throw new AppError(ErrorCode.FILE_NOT_FOUND);
  }
  const stored = await ctx.runtime.storage?.get(e.storageKey, range);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: e.fileName, stored };
}
