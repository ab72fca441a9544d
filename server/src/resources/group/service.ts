import { type CommandData, type CommandParsedInput, ErrorCode, type Group, validateGroupName } from '@boda/contract';
import type { RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { assertUserAdmin, hasManageAccess, invalidField, mayChangeUser } from '../user/access';
import { deleteUsers } from '../user/removal';
import { findUsersInGroup } from '../user/repository';
import * as repo from './repository';

function toGroupDto(row: repo.GroupWithCount): Group {
  return { groupIdx: row.groupIdx, upGroupIdx: row.upGroupIdx, groupName: row.groupName, sortOrder: row.sortOrder, userCount: row.userCount };
}

function noSuchGroup(): AppError {
  return new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'groupIdx', message: 'No such group.' }]);
}

export async function listGroups(_input: CommandParsedInput<'group.LIST'>, ctx: RequestContext): Promise<CommandData<'group.LIST'>> {
  const me = requireAuth(ctx);
  if (!hasManageAccess(me)) throw new AppError(ErrorCode.FORBIDDEN);
  return { resultList: (await repo.listGroups(ctx.db, me.companyIdx)).map(toGroupDto) };
}

export async function saveGroup(input: CommandParsedInput<'group.SAVE'>, ctx: RequestContext): Promise<CommandData<'group.SAVE'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const issue = validateGroupName(input.groupName);
  if (issue) throw invalidField('groupName', issue);
  const groupName = input.groupName.trim();
  if (input.groupIdx) {
    const group = await repo.findGroupInCompany(ctx.db, me.companyIdx, input.groupIdx);
    if (!group) throw noSuchGroup();
    const renamed = await repo.renameGroup(ctx.db, group.groupIdx, groupName);
    if (!renamed) throw noSuchGroup();
    const userCount = (await findUsersInGroup(ctx.db, me.companyIdx, group.groupIdx)).length;
    return { result: toGroupDto({ ...renamed, userCount }) };
  }
  if (input.upGroupIdx !== 0 && !(await repo.findGroupInCompany(ctx.db, me.companyIdx, input.upGroupIdx))) {
    throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'upGroupIdx', message: 'No such group.' }]);
  }
  const created = await ctx.db.transaction(async (tx) =>
    repo.insertGroup(tx, {
      companyIdx: me.companyIdx,
      groupName,
      upGroupIdx: input.upGroupIdx,
      sortOrder: await repo.nextSortOrder(tx, me.companyIdx, input.upGroupIdx),
    }),
  );
  return { result: toGroupDto({ ...created, userCount: 0 }) };
}

export async function deleteGroup(input: CommandParsedInput<'group.DEL'>, ctx: RequestContext): Promise<CommandData<'group.DEL'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const all = await repo.listGroups(ctx.db, me.companyIdx);
  if (!all.some((g) => g.groupIdx === input.groupIdx)) throw noSuchGroup();
  return { result: { count: await repo.deleteGroups(ctx.db, me.companyIdx, repo.subtreeOf(all, input.groupIdx)) } };
}

export async function deleteAllGroups(_input: CommandParsedInput<'group.DEL_ALL'>, ctx: RequestContext): Promise<CommandData<'group.DEL_ALL'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  return { result: { count: await repo.deleteGroups(ctx.db, me.companyIdx) } };
}

/** Deletes the accounts directly in the group that the caller may change (never the caller). */
export async function deleteGroupUsers(input: CommandParsedInput<'group.DEL_USER'>, ctx: RequestContext): Promise<CommandData<'group.DEL_USER'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  if (!(await repo.findGroupInCompany(ctx.db, me.companyIdx, input.groupIdx))) throw noSuchGroup();
  const members = await findUsersInGroup(ctx.db, me.companyIdx, input.groupIdx);
  const removable = members.filter((u) => u.userIdx !== me.userIdx && mayChangeUser(me, u)).map((u) => u.userIdx);
  return { result: { count: await deleteUsers(ctx.db, ctx.runtime.storage, removable) } };
}
