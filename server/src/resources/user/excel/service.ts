import { type CommandData, type CommandParsedInput, ErrorCode, type ErrorCodeValue } from '@boda/contract';
import { mayChangeUser } from '../../../auth/policies';
import { AppError, fieldError } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import { uploadsOf } from '../../../http/dispatch';
import { resolveGroup } from '../admin-service';
import { importUsers } from './import';
import { readUserSheet, sampleUserSheet, type SheetRow } from './sheet';
import { type SheetRefusal, SheetRefusedError } from './xlsx-rows';
import type { FileStorage } from '../../../storage/local';
import { readStored } from '../../../storage/read';

/** Companies with an import running in this process: one at a time per company. */
const importing = new Set<number>();

const REFUSALS: Record<SheetRefusal, ErrorCodeValue> = {
  unreadable: ErrorCode.BAD_FILE_EXTENSION,
  tooLarge: ErrorCode.FILE_TOO_LARGE,
  tooManyRows: ErrorCode.FILE_TOO_LARGE,
  cellTooLong: ErrorCode.FILE_TOO_LARGE,
};

async function readRows(storage: FileStorage, storageKey: string): Promise<SheetRow[]> {
  try {
    return await readUserSheet(await readStored(storage, storageKey));
  } catch (err) {
    if (err instanceof SheetRefusedError) throw new AppError(REFUSALS[err.refusal], err.message);
    throw err;
  }
}

export async function addUsersFromExcel(
  input: CommandParsedInput<'userExcel.ADD_USER'>,
  ctx: SignedInContext,
): Promise<CommandData<'userExcel.ADD_USER'>> {
  const me = ctx.auth;
  const uploads = uploadsOf(ctx);
  const storage = ctx.runtime.storage;
  const mine = !importing.has(me.companyIdx);
  try {
    if (!mine) throw new AppError(ErrorCode.IMPORT_IN_PROGRESS);
    importing.add(me.companyIdx);
    const [upload] = uploads;
    if (!upload || !storage) throw fieldError('uploadFile', 'Choose a spreadsheet.');
    const groupIdx = await resolveGroup(ctx, input.groupIdx);
    const { passwordPolicy } = ctx.config;
    const rows = await readRows(storage, upload.storageKey);
    const report = await importUsers(ctx.db, rows, {
      companyIdx: me.companyIdx,
      userTypeCd: input.userTypeCd,
      groupIdx,
      duplicateMode: input.duplicateMode,
      passwordPolicy,
      mayUpdate: (user) => user.userIdx !== me.userIdx && mayChangeUser(me, user),
      shortTransactions: ctx.runtime.database.kind === 'pglite',
    });
    ctx.log.info({ companyIdx: me.companyIdx, ...report, rows: undefined }, 'users imported from a spreadsheet');
    return { result: report };
  } finally {
    if (mine) importing.delete(me.companyIdx);
    // The spreadsheet itself is not kept.
    if (storage) await Promise.all(uploads.map((u) => storage.delete(u.storageKey).catch(() => undefined)));
  }
}

/** The sample sheet; the command's access (user administrators) was checked by the dispatcher. */
export async function sampleSpreadsheet(): Promise<Buffer> {
  return sampleUserSheet();
}
