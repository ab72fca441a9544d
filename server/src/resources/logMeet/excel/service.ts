import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  type ExportKindValue,
  type ExportStatus,
  FuncFlag,
  LOG_MEET_TEACHER_TYPES,
  LogMeetSearchType,
} from '@boda/contract';
import { isFuncOn } from '@boda/contract/config';
import { isManageCall } from '../../../auth/policies';
import { AppError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import type { ByteRange, StoredObject } from '../../../storage/file-storage';
import { listLogMeets } from '../repository';
import { type ExportJobPayload, type ExportProgress, LOG_MEET_EXPORT_JOB } from './job';
import { exportFileName, localDay } from './labels';
import { findOwnExport, insertExport, setExportJob } from './repository';

/*
 * Class-results exports (contract/src/api/logMeet.ts, service-area 2.10): EXPORT checks the scope the
 * way logMeet.LIST does, picks the meetings and starts the job; EXPORT_STATUS and the download are
 * for the export's starter only (anyone else: not found).
 */

/** Nothing selected exports the whole range; a range with more classes than this must be narrowed. */
export const EXPORT_RANGE_MAX = 5_000;

const TEACHERS: readonly number[] = LOG_MEET_TEACHER_TYPES;

export async function startExport(
  input: CommandParsedInput<'logMeetExcel.EXPORT'>,
  ctx: SignedInContext,
): Promise<CommandData<'logMeetExcel.EXPORT'>> {
  const company = input.searchType === LogMeetSearchType.COMPANY;
  const manage = isManageCall(ctx);
  // Like the list: the company's log is the manage area's; in the service area only teachers export.
  if (company && !manage) throw new AppError(ErrorCode.FORBIDDEN);
  if (!manage && !TEACHERS.includes(ctx.auth.userTypeCd)) throw new AppError(ErrorCode.FORBIDDEN);
  if (input.kind === 'USER_SCORE' && !isFuncOn(ctx.config, FuncFlag.SCORE_EXPORT)) {
    throw new AppError(ErrorCode.FORBIDDEN, 'This function is not enabled for the company.');
  }
  if (!ctx.runtime.storage) throw new AppError(ErrorCode.UNAVAILABLE);
  const selected = input.excelRoomMeet;
  const from = input.searchStartDate === undefined ? undefined : new Date(input.searchStartDate);
  const to = input.searchEndDate === undefined ? undefined : new Date(input.searchEndDate);
  const { rows, total } = await listLogMeets(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    mineUserIdx: company ? undefined : ctx.auth.userIdx,
    // A selection is exported as chosen; without one, the range and keyword of the list.
    ...(selected.length > 0
      ? { meetCodes: selected, keyword: '', filter: 'all', partial: true }
      : { from, to, keyword: input.searchKeyword, filter: input.searchFilter, partial: input.searchMatch }),
    limit: EXPORT_RANGE_MAX,
    offset: 0,
  });
  // A selected class outside the caller's scope (or another company's) is not found, as in VIEW.
  if (selected.length > 0 && rows.length !== selected.length) throw new AppError(ErrorCode.NOT_FOUND);
  if (total > EXPORT_RANGE_MAX)
    throw new AppError(ErrorCode.BAD_PARAMETER, `More than ${EXPORT_RANGE_MAX} classes: narrow the date range.`);

  const days = rows.map((m) => m.openDatetime.getTime());
  const first = from ?? (days.length > 0 ? new Date(Math.min(...days)) : undefined);
  const last = to ?? (days.length > 0 ? new Date(Math.max(...days)) : undefined);
  const fileName = exportFileName(
    input.kind,
    first ? localDay(first, input.utcOffsetMin) : '',
    last ? localDay(last, input.utcOffsetMin) : '',
  );
  const db = ctx.db;
  const created = await insertExport(db, { companyIdx: ctx.auth.companyIdx, userIdx: ctx.auth.userIdx, kind: input.kind, fileName });
  const payload: ExportJobPayload = {
    exportIdx: created.exportIdx,
    companyIdx: ctx.auth.companyIdx,
    userIdx: ctx.auth.userIdx,
    kind: input.kind,
    meetIdxs: rows.map((m) => m.meetIdx),
    language: input.language,
    utcOffsetMin: input.utcOffsetMin,
    from: from?.toISOString() ?? null,
    to: to?.toISOString() ?? null,
    teacherScope: !company,
  };
  const job = await ctx.runtime.jobs.queue.enqueue({
    kind: LOG_MEET_EXPORT_JOB,
    payload,
    maxAttempts: 3,
    companyIdx: ctx.auth.companyIdx,
    createdByUserIdx: ctx.auth.userIdx,
  });
  if (!job) throw new Error('export job not enqueued');
  await setExportJob(db, created.exportIdx, job.jobId);
  return { result: { ...statusOf(created.exportIdx, input.kind, fileName, null, 'queued', null, null), total: rows.length } };
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

async function ownExport(ctx: SignedInContext, exportIdx: number) {
  const found = await findOwnExport(ctx.db, ctx.auth.companyIdx, ctx.auth.userIdx, exportIdx);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return found;
}

export async function exportStatus(
  input: CommandParsedInput<'logMeetExcel.EXPORT_STATUS'>,
  ctx: SignedInContext,
): Promise<CommandData<'logMeetExcel.EXPORT_STATUS'>> {
  const found = await ownExport(ctx, input.exportIdx);
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
  const found = await ownExport(ctx, exportIdx);
  const e = found.export;
  if (e.kind !== kind) throw new AppError(ErrorCode.NOT_FOUND);
  if (e.storageKey === null) {
    if (found.status === 'queued' || found.status === 'running') throw new AppError(ErrorCode.EXPORT_NOT_READY);
    throw new AppError(ErrorCode.FILE_NOT_FOUND);
  }
  const stored = await ctx.runtime.storage?.get(e.storageKey, range);
  if (!stored) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { name: e.fileName, stored };
}
