import { type CommandData, type CommandParsedInput, ErrorCode } from '@boda/contract';
import type { RequestContext } from '../../../http/context';
import { requireAuth, uploadsOf } from '../../../http/dispatch';
import { AppError } from '../../../http/errors';
import { resolveGroup } from '../admin-service';
import { assertUserAdmin, companyConfigOf, mayChangeUser } from '../access';
import { importUsers } from './import';
import { readUserSheet, sampleUserSheet, UnreadableSheetError } from './sheet';
import { readStored } from '../../../storage/read';

export async function addUsersFromExcel(
  input: CommandParsedInput<'userExcel.ADD_USER'>,
  ctx: RequestContext,
): Promise<CommandData<'userExcel.ADD_USER'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  try {
    const [upload] = uploads;
    if (!upload || !storage) throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'uploadFile', message: 'Choose a spreadsheet.' }]);
    const groupIdx = await resolveGroup(ctx, me, input.groupIdx);
    const { passwordPolicy } = await companyConfigOf(ctx, me);
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

export async function sampleSpreadsheet(ctx: RequestContext): Promise<Buffer> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  return sampleUserSheet();
}
