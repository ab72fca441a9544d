import { type CommandData, type CommandParsedInput, ErrorCode } from '@boda/contract';
import { mayChangeUser } from '../../../auth/policies';
import { AppError, fieldError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import { uploadsOf } from '../../../http/dispatch';
import { resolveGroup } from '../admin-service';
import { importUsers } from './import';
import { readUserSheet, sampleUserSheet, UnreadableSheetError } from './sheet';
import { readStored } from '../../../storage/read';

export async function addUsersFromExcel(
  input: CommandParsedInput<'userExcel.ADD_USER'>,
  ctx: SignedInContext,
): Promise<CommandData<'userExcel.ADD_USER'>> {
  const me = ctx.auth;
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  try {
    const [upload] = uploads;
    if (!upload || !storage) throw fieldError('uploadFile', 'Choose a spreadsheet.');
    const groupIdx = await resolveGroup(ctx, input.groupIdx);
    const { passwordPolicy } = ctx.config;
    let rows;
    try {
      rows = await readUserSheet(await readStored(storage, upload.storageKey));
    } catch (err) {
      if (err instanceof UnreadableSheetError) throw new AppError(ErrorCode.BAD_FILE_EXTENSION, 'The file is not an .xlsx spreadsheet.');
      throw err;
    }
    const report = await importUsers(ctx.db, rows, {
      companyIdx: me.companyIdx,
      userTypeCd: input.userTypeCd,
      groupIdx,
      duplicateMode: input.duplicateMode,
      passwordPolicy,
      mayUpdate: (user) => user.userIdx !== me.userIdx && mayChangeUser(me, user),
    });
    ctx.log.info({ companyIdx: me.companyIdx, ...report, rows: undefined }, 'users imported from a spreadsheet');
    return { result: report };
  } finally {
    // The spreadsheet itself is not kept.
    if (storage) await Promise.all(uploads.map((u) => storage.delete(u.storageKey).catch(() => undefined)));
  }
}

/** The sample sheet; the command's access (user administrators) was checked by the dispatcher. */
export async function sampleSpreadsheet(): Promise<Buffer> {
  return sampleUserSheet();
}
