import { type CommandData, type CommandParsedInput, ErrorCode, type SettlementExportStatus } from '@boda/contract';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import type { ByteRange, StoredObject } from '../../storage/file-storage';
import { SETTLEMENT_EXPORT_JOB, SETTLEMENT_EXPORT_KIND, type SettlementExportPayload, type SettlementExportProgress } from './exportJob';
import { companyTimeZone } from '../stats';
import * as repo from './repository';
import { filterFor, resolveRange } from './service';
import { settlementFileName } from './sheet';

/* The settlement sheet (manage area): EXPORT starts the job; its status and file are its starter's only. */

export async function startExport(
  input: CommandParsedInput<'meetFeeExcel.EXPORT'>,
  ctx: SignedInContext,
): Promise<CommandData<'meetFeeExcel.EXPORT'>> {
  if (!ctx.runtime.storage) throw new AppError(ErrorCode.UNAVAILABLE);
  const range = resolveRange(input, ctx.runtime.clock(), await companyTimeZone(ctx.db, ctx.auth.companyIdx));
  const filter = filterFor(ctx, input, range);
  const fileName = settlementFileName(range.first, range.last);
  const owner = { companyIdx: ctx.auth.companyIdx, userIdx: ctx.auth.userIdx };
  const created = await repo.insertExport(ctx.db, { ...owner, kind: SETTLEMENT_EXPORT_KIND, fileName });
  const payload: SettlementExportPayload = {
    exportIdx: created.exportIdx,
    ...owner,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    leaderIdx: filter.leaderIdx ?? null,
    roomCategories: filter.roomCategories,
    language: input.language,
    utcOffsetMin: input.utcOffsetMin,
  };
  const job = await ctx.runtime.jobs.queue.enqueue({
    kind: SETTLEMENT_EXPORT_JOB,
    payload,
    maxAttempts: 3,
    companyIdx: owner.companyIdx,
    createdByUserIdx: owner.userIdx,
  });
  if (!job) throw new Error('settlement export job not enqueued');
  await repo.setExportJob(ctx.db, created.exportIdx, job.jobId);
  return { result: { exportIdx: created.exportIdx, status: 'queued', done: 0, total: 0, fileName: null, error: null } };
}

async function ownExport(ctx: SignedInContext, exportIdx: number) {
  const found = await repo.findOwnExport(
    ctx.db,
    { companyIdx: ctx.auth.companyIdx, userIdx: ctx.auth.userIdx, kind: SETTLEMENT_EXPORT_KIND },
    exportIdx,
  );
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found;
}

export async function exportStatus(
  input: CommandParsedInput<'meetFeeExcel.EXPORT_STATUS'>,
  ctx: SignedInContext,
): Promise<CommandData<'meetFeeExcel.EXPORT_STATUS'>> {
  const { export: e, status: jobStatus, progress, lastError } = await ownExport(ctx, input.exportIdx);
  const p = (progress ?? { done: 0, total: 0 }) as SettlementExportProgress;
  // The file is what counts: stored means done, even should the job row be gone (housekeeping).
  const status: SettlementExportStatus['status'] =
    e.storageKey !== null ? 'done' : jobStatus === 'queued' || jobStatus === 'running' ? jobStatus : 'failed';
  return {
    result: {
      exportIdx: e.exportIdx,
      status,
      done: status === 'done' ? p.total : p.done,
      total: p.total,
      fileName: status === 'done' ? e.fileName : null,
      error: status === 'failed' ? (lastError ?? 'The export failed.') : null,
    },
  };
}

export async function openExportDownload(
  ctx: SignedInContext,
  exportIdx: number,
  range?: ByteRange,
): Promise<{ name: string; stored: StoredObject }> {
  const found = await ownExport(ctx, exportIdx);
  const e = found.export;
  if (e.storageKey === null) {
    if (found.status === 'queued' || found.status === 'running') throw new AppError(ErrorCode.EXPORT_NOT_READY);
    throw new AppError(ErrorCode.FILE_NOT_FOUND);
  }
  const stored = await ctx.runtime.storage?.get(e.storageKey, range);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: e.fileName, stored };
}
