import { type CommandData, type CommandParsedInput, ErrorCode, LogMeetSearchType } from '@boda/contract';
import { requireAccess } from '../../../auth/policies';
import { AppError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import { listLogMeets } from '../repository';
import { startExportJob } from './exports';
import { type ExportJobPayload, LOG_MEET_EXPORT_JOB } from './job';
import { exportFileName, localDay } from './labels';

/*
 * Class-results exports (contract/src/api/logMeet.ts, service-area 2.10): EXPORT checks the scope the
 * way logMeet.LIST does, picks the meetings and starts the job (./exports.ts: status and download).
 */

/** Nothing selected exports the whole range; a range with more classes than this must be narrowed. */
export const EXPORT_RANGE_MAX = 5_000;

export async function startExport(
  input: CommandParsedInput<'logMeetExcel.EXPORT'>,
  ctx: SignedInContext,
): Promise<CommandData<'logMeetExcel.EXPORT'>> {
  const company = input.searchType === LogMeetSearchType.COMPANY;
  requireAccess(ctx, 'logMeetExcel.export', { company, scores: input.kind === 'USER_SCORE' });
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
  requireAccess(ctx, 'logMeetExcel.selection', selected, rows);
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
  const started = await startExportJob(ctx, {
    kind: input.kind,
    fileName,
    job: LOG_MEET_EXPORT_JOB,
    payload: (exportIdx): ExportJobPayload => ({
      exportIdx,
      companyIdx: ctx.auth.companyIdx,
      userIdx: ctx.auth.userIdx,
      kind: input.kind,
      meetIdxs: rows.map((m) => m.meetIdx),
      language: input.language,
      utcOffsetMin: input.utcOffsetMin,
      from: from?.toISOString() ?? null,
      to: to?.toISOString() ?? null,
      teacherScope: !company,
    }),
  });
  return { result: { ...started, total: rows.length } };
}
