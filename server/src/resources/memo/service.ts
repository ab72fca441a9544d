import { type CommandData, type CommandParsedInput, ErrorCode, type Memo, validateMemo } from '@boda/contract';
import type { MemoRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { hasManageAccess, invalidField } from '../user/access';
import { findUserInCompany } from '../user/repository';
import * as repo from './repository';

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

/** Memos are the manage area's notes: manage access, about a user of the caller's company. */
async function assertMayUseMemos(ctx: RequestContext, me: AuthInfo, userIdx: number): Promise<void> {
  if (!hasManageAccess(me)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  if (!(await findUserInCompany(ctx.db, me.companyIdx, userIdx))) throw new AppError(ErrorCode.NO_USER_PERMISSION);
}

export async function listMemos(input: CommandParsedInput<'memo.LIST'>, ctx: RequestContext): Promise<CommandData<'memo.LIST'>> {
  const me = requireAuth(ctx);
  await assertMayUseMemos(ctx, me, input.userIdx);
  return { resultList: (await repo.listMemos(ctx.db, input.userIdx)).map(toMemoDto) };
}

export async function saveMemo(input: CommandParsedInput<'memo.SAVE'>, ctx: RequestContext): Promise<CommandData<'memo.SAVE'>> {
  const me = requireAuth(ctx);
  await assertMayUseMemos(ctx, me, input.userIdx);
  const issue = validateMemo(input.content);
  if (issue) throw invalidField('content', issue);
  const author = await findUserInCompany(ctx.db, me.companyIdx, me.userIdx);
  if (!author) throw new AppError(ErrorCode.UNAUTHORIZED);
  const created = await repo.insertMemo(ctx.db, {
    companyIdx: me.companyIdx,
    userIdx: input.userIdx,
    regUserIdx: me.userIdx,
    regUserName: author.userName,
    content: input.content.trim(),
  });
  return { result: toMemoDto(created) };
}
