import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  toPage,
  type User,
  UserStatus,
  statusesFromFilter,
  USER_STATUS_FILTER_ALL,
  validateUserNameModify,
} from '@boda/contract';
import type { UserRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { assertMayChangeUser, assertMayViewUser, hasManageAccess, invalidField } from './access';
import { toUserDto } from './dto';
import { maskProhibitedWords } from './prohibited-words';
import * as repo from './repository';

/** What a caller without manage access may see of others: who they are, not how to reach them. */
function directoryEntry(user: User): User {
  return { ...user, email: null, phone: null, phone2: null };
}

async function viewableUser(ctx: RequestContext, me: AuthInfo, user: UserRow | null): Promise<User> {
  // Not found and "another company's" look the same on purpose: no probing of other tenants.
  if (!user) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  assertMayViewUser(me, user.userIdx);
  return toUserDto(user, me);
}

export async function getMe(
  _input: CommandParsedInput<'user.GET_ME'>,
  ctx: RequestContext,
): Promise<CommandData<'user.GET_ME'>> {
  const me = requireAuth(ctx);
  const user = await repo.findUserInCompany(ctx.db, me.companyIdx, me.userIdx);
  if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
  return { result: toUserDto(user, me) };
}

export async function getUser(input: CommandParsedInput<'user.GET'>, ctx: RequestContext): Promise<CommandData<'user.GET'>> {
  const me = requireAuth(ctx);
  assertMayViewUser(me, input.userIdx);
  return { result: await viewableUser(ctx, me, await repo.findUserInCompany(ctx.db, me.companyIdx, input.userIdx)) };
}

export async function getUserById(
  input: CommandParsedInput<'user.GET_USER_ID'>,
  ctx: RequestContext,
): Promise<CommandData<'user.GET_USER_ID'>> {
  const me = requireAuth(ctx);
  return { result: await viewableUser(ctx, me, await repo.findUserByLoginId(ctx.db, me.companyIdx, input.userId)) };
}

export async function listUsers(input: CommandParsedInput<'user.LIST'>, ctx: RequestContext): Promise<CommandData<'user.LIST'>> {
  const me = requireAuth(ctx);
  const manager = hasManageAccess(me);
  const visible = statusesFromFilter(USER_STATUS_FILTER_ALL) as number[];
  // Without manage access only active accounts are listed (unsubscribed ones are no longer viewable).
  const allowed = manager ? visible : [UserStatus.USE as number];
  const asked = input.userStatusCdList.filter((s) => allowed.includes(s));
  const statuses = input.userStatusCdList.length === 0 ? allowed : asked;
  const { page, size } = input;
  if (statuses.length === 0) return { resultPage: toPage([], page, size, 0) };
  const { rows, total } = await repo.listUsers(ctx.db, me.companyIdx, {
    statuses,
    types: input.userTypeCdList,
    keyword: input.searchKeyword,
    groupIdx: input.groupIdx === undefined ? undefined : input.groupIdx === 0 ? null : input.groupIdx,
    order: input.order,
    ...(input.paging ? { limit: size, offset: (page - 1) * size } : {}),
  });
  const content = rows.map((row) => {
    const dto = toUserDto(row, me);
    return manager || row.userIdx === me.userIdx ? dto : directoryEntry(dto);
  });
  return { resultPage: input.paging ? toPage(content, page, size, total) : toPage(content, 1, Math.max(total, 1), total) };
}

export async function existUserId(
  input: CommandParsedInput<'user.EXIST_USER_ID'>,
  ctx: RequestContext,
): Promise<CommandData<'user.EXIST_USER_ID'>> {
  const me = requireAuth(ctx);
  if (!hasManageAccess(me)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  const found = await repo.findUserByLoginId(ctx.db, me.companyIdx, input.userId.trim());
  return { result: { exists: found !== null } };
}

/** My info: the user themselves, or an administrator who may change them. */
export async function modifyName(
  input: CommandParsedInput<'user.MODIFY_NAME'>,
  ctx: RequestContext,
): Promise<CommandData<'user.MODIFY_NAME'>> {
  const me = requireAuth(ctx);
  const target = await repo.findUserInCompany(ctx.db, me.companyIdx, input.userIdx);
  assertSelfOrAdmin(me, target);
  const issue = validateUserNameModify(input.userName);
  if (issue) throw invalidField('userName', issue);
  const updated = await repo.updateUser(ctx.db, input.userIdx, { userName: maskProhibitedWords(input.userName.trim()) });
  if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return { result: toUserDto(updated, me) };
}

/** Self-service commands: the caller themselves, or an administrator who may change the user. */
export function assertSelfOrAdmin(me: AuthInfo, target: UserRow | null): UserRow {
  if (target && target.userIdx === me.userIdx) return target;
  assertMayChangeUser(me, target);
  return target;
}
