import { type CommandData, type CommandParsedInput } from '@boda/contract';
import { fieldError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import { uploadsOf } from '../../../http/dispatch';
import { resolveGroup } from '../admin-service';
import { importProgressOf, runImportJob } from './job';
import { sampleUserSheet } from './sheet';

/**
 * The import runs as a job (./job.ts) on whichever instance claims it; this request waits for it
 * and answers its report, while the import dialog polls IMPORT_PROGRESS.
 */
export async function addUsersFromExcel(
  input: CommandParsedInput<'userExcel.ADD_USER'>,
  ctx: SignedInContext,
): Promise<CommandData<'userExcel.ADD_USER'>> {
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  try {
    const [upload] = uploads;
    if (!upload || !storage) throw fieldError('uploadFile', 'Choose a spreadsheet.');
    const groupIdx = await resolveGroup(ctx, input.groupIdx);
    const report = await runImportJob(ctx.runtime, storage, upload.storageKey, {
      me: ctx.auth,
      userTypeCd: input.userTypeCd,
      groupIdx,
      duplicateMode: input.duplicateMode,
      passwordPolicy: ctx.config.passwordPolicy,
    });
    return { result: report };
  } finally {
    // The upload itself is not kept (the job read its own copy).
    if (storage) await Promise.all(uploads.map((u) => storage.delete(u.storageKey).catch(() => undefined)));
  }
}

export async function importProgress(
  _input: CommandParsedInput<'userExcel.IMPORT_PROGRESS'>,
  ctx: SignedInContext,
): Promise<CommandData<'userExcel.IMPORT_PROGRESS'>> {
  return { result: await importProgressOf(ctx.runtime, ctx.auth.companyIdx) };
}

/** The sample sheet; the command's access (user administrators) was checked by the dispatcher. */
export async function sampleSpreadsheet(): Promise<Buffer> {
  return sampleUserSheet();
}
