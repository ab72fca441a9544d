import { type CommandData, type CommandParsedInput, type Group, validateGroupName } from '@boda/contract';
import { mayChangeUser, requireAccess } from '../../auth/policies';
import { fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { deleteUsers, findUsersInGroup } from '../user';
import * as repo from './repository';

/*
 * User folders (manage-area 7). Listing needs manage access and changing them a user administrator
 * (declared on the commands); a group is always one of the caller's company (policy group.ofCompany).
 */

function toGroupDto(row: repo.GroupWithCount): Group {
  return {
    groupIdx: row.groupIdx,
    upGroupIdx: row.upGroupIdx,
    groupName: row.groupName,
    sortOrder: row.sortOrder,
    userCount: row.userCount,
  };
}

export async function listGroups(_input: CommandParsedInput<'group.LIST'>, ctx: SignedInContext): Promise<CommandData<'group.LIST'>> {
  return { resultList: (await repo.listGroups(ctx.db, ctx.auth.companyIdx)).map(toGroupDto) };
}

export async function saveGroup(input: CommandParsedInput<'group.SAVE'>, ctx: SignedInContext): Promise<CommandData<'group.SAVE'>> {
  const { companyIdx } = ctx.auth;
  const issue = validateGroupName(input.groupName);
  if (issue) throw fieldError('groupName', issue);
  const groupName = input.groupName.trim();
  if (input.groupIdx) {
    const group = await requireAccess(ctx, 'group.ofCompany', input.groupIdx);
    const renamed = await repo.renameGroup(ctx.db, companyIdx, group.groupIdx, groupName);
    if (!renamed) throw fieldError('groupIdx', 'No such group.');
    const userCount = (await findUsersInGroup(ctx.db, companyIdx, group.groupIdx)).length;
    return { result: toGroupDto({ ...renamed, userCount }) };
  }
  if (input.upGroupIdx !== 0) await requireAccess(ctx, 'group.ofCompany', input.upGroupIdx, 'upGroupIdx');
  const created = await ctx.db.transaction(async (tx) =>
    repo.insertGroup(tx, {
      companyIdx,
      groupName,
      upGroupIdx: input.upGroupIdx,
      sortOrder: await repo.nextSortOrder(tx, companyIdx, input.upGroupIdx),
    }),
  );
  return { result: toGroupDto({ ...created, userCount: 0 }) };
}

export async function deleteGroup(input: CommandParsedInput<'group.DEL'>, ctx: SignedInContext): Promise<CommandData<'group.DEL'>> {
  const { companyIdx } = ctx.auth;
  const all = await repo.listGroups(ctx.db, companyIdx);
  if (!all.some((g) => g.groupIdx === input.groupIdx)) throw fieldError('groupIdx', 'No such group.');
  return { result: { count: await repo.deleteGroups(ctx.db, companyIdx, repo.subtreeOf(all, input.groupIdx)) } };
}

export async function deleteAllGroups(
  _input: CommandParsedInput<'group.DEL_ALL'>,
  ctx: SignedInContext,
): Promise<CommandData<'group.DEL_ALL'>> {
  return { result: { count: await repo.deleteGroups(ctx.db, ctx.auth.companyIdx) } };
}

/** Deletes the accounts directly in the group that the caller may change (never the caller). */
export async function deleteGroupUsers(
  input: CommandParsedInput<'group.DEL_USER'>,
  ctx: SignedInContext,
): Promise<CommandData<'group.DEL_USER'>> {
  const me = ctx.auth;
  await requireAccess(ctx, 'group.ofCompany', input.groupIdx);
  const members = await findUsersInGroup(ctx.db, me.companyIdx, input.groupIdx);
  const removable = members.filter((u) => u.userIdx !== me.userIdx && mayChangeUser(me, u)).map((u) => u.userIdx);
  return { result: { count: await deleteUsers(ctx.db, ctx.runtime.storage, removable) } };
}
