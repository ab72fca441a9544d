import { type CommandData, type CommandParsedInput, type Memo, validateMemo } from '@boda/contract';
import { requireAccess } from '../../auth/policies';
import type { MemoRow } from '../../db/schema';
import { fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import * as repo from './repository';

/* Memos are the manage area's notes (manage access, declared on the commands) about a user of the caller's company. */

function toMemoDto(row: MemoRow): Memo {
  return {
    memoIdx: row.memoIdx,
    userIdx: row.userIdx,
    regUserIdx: row.regUserIdx,
    regUserName: row.regUserName,
    content: row.content,
    regDatetime: row.regDatetime.toISOString(),
  };
}

export async function listMemos(input: CommandParsedInput<'memo.LIST'>, ctx: SignedInContext): Promise<CommandData<'memo.LIST'>> {
  await requireAccess(ctx, 'user.ofCompany', input.userIdx);
  return { resultList: (await repo.listMemos(ctx.db, ctx.auth.companyIdx, input.userIdx)).map(toMemoDto) };
}

export async function saveMemo(input: CommandParsedInput<'memo.SAVE'>, ctx: SignedInContext): Promise<CommandData<'memo.SAVE'>> {
  await requireAccess(ctx, 'user.ofCompany', input.userIdx);
  const issue = validateMemo(input.content);
  if (issue) throw fieldError('content', issue);
  const created = await repo.insertMemo(ctx.db, {
    companyIdx: ctx.auth.companyIdx,
    userIdx: input.userIdx,
    regUserIdx: ctx.auth.userIdx,
    regUserName: ctx.user.userName,
    content: input.content.trim(),
  });
  return { result: toMemoDto(created) };
}
