import { type CommandData, type CommandParsedInput, ErrorCode, ExportKind } from '@boda/contract';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { startExportJob } from '../logMeet';
import { companyTimeZone } from '../stats';
import { SETTLEMENT_EXPORT_JOB, type SettlementExportPayload } from './exportJob';
import { filterFor, resolveRange } from './service';
import { settlementFileName } from './sheet';

/*
 * The settlement sheet (manage area): EXPORT settles the range as the list does and starts the job
 * through the one export service (logMeet's: status by logMeetExcel.EXPORT_STATUS, file by
 * meetFeeExcel.SETTLEMENT, both for the starter only).
 */

export async function startExport(
  input: CommandParsedInput<'meetFeeExcel.EXPORT'>,
  ctx: SignedInContext,
): Promise<CommandData<'meetFeeExcel.EXPORT'>> {
  if (!ctx.runtime.storage) throw new AppError(ErrorCode.UNAVAILABLE);
  const range = resolveRange(input, ctx.runtime.clock(), await companyTimeZone(ctx.db, ctx.auth.companyIdx));
  const filter = filterFor(ctx, input, range);
  const result = await startExportJob(ctx, {
    kind: ExportKind.SETTLEMENT,
    fileName: settlementFileName(range.first, range.last),
    job: SETTLEMENT_EXPORT_JOB,
    payload: (exportIdx): SettlementExportPayload => ({
      exportIdx,
      companyIdx: ctx.auth.companyIdx,
      userIdx: ctx.auth.userIdx,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      leaderIdx: filter.leaderIdx ?? null,
      roomCategories: filter.roomCategories,
      language: input.language,
      utcOffsetMin: input.utcOffsetMin,
    }),
  });
  return { result };
}
