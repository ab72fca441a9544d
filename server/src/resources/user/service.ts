import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  Limits,
  toPage,
  type User,
  UserStatus,
  statusesFromFilter,
  USER_STATUS_FILTER_ALL,
  validateUserNameModify,
} from '@boda/contract';
import { hasManageAccess, loginIdsVisibleTo, requireAccess } from '../../auth/policies';
import type { UserRow } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { toUserDto } from './dto';
import { maskProhibitedWords } from './prohibited-words';
import * as repo from './repository';

/**
 * What a caller without manage access may see of others: who they are, not how to reach them, and
 * a login id only where the caller needs it (`loginIdsVisibleTo`; an empty id otherwise).
 */
function directoryEntry(user: User, idTypes: readonly number[]): User {
  const userId = idTypes.includes(user.userTypeCd) ? user.userId : '';
  return { ...user, userId, email: null, phone: null, phone2: null };
}

/** Oneself or, with manage access, anyone of the company; not found and "another company's" look the same on purpose. */
async function viewableUser(ctx: SignedInContext, user: UserRow | null): Promise<User> {
  if (!user) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  await requireAccess(ctx, 'user.view', user.userIdx);
  return toUserDto(user, ctx.auth);
}

export async function getMe(_input: CommandParsedInput<'user.GET_ME'>, ctx: SignedInContext): Promise<CommandData<'user.GET_ME'>> {
  return { result: toUserDto(ctx.user, ctx.auth) };
}

export async function getUser(input: CommandParsedInput<'user.GET'>, ctx: SignedInContext): Promise<CommandData<'user.GET'>> {
  await requireAccess(ctx, 'user.view', input.userIdx);
  return { result: await viewableUser(ctx, await repo.findUserInCompany(ctx.db, ctx.auth.companyIdx, input.userIdx)) };
}

export async function getUserById(
  input: CommandParsedInput<'user.GET_USER_ID'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.GET_USER_ID'>> {
  return { result: await viewableUser(ctx, await repo.findUserByLoginId(ctx.db, ctx.auth.companyIdx, input.userId)) };
}

/**
 * Lists are always bounded: with paging off (tree folders, pickers) the first `size` matches come
 * in one page (at most Limits.PICKER_PAGE_SIZE), and `total`/`last` tell the client there is more.
 */
export async function listUsers(input: CommandParsedInput<'user.LIST'>, ctx: SignedInContext): Promise<CommandData<'user.LIST'>> {
  const me = ctx.auth;
  const manager = hasManageAccess(me);
  const idTypes = loginIdsVisibleTo(me);
  const visible = statusesFromFilter(USER_STATUS_FILTER_ALL) as number[];
  // Without manage access only active accounts are listed (unsubscribed ones are no longer viewable).
  const allowed = manager ? visible : [UserStatus.USE as number];
  const asked = input.userStatusCdList.filter((s) => allowed.includes(s));
  const statuses = input.userStatusCdList.length === 0 ? allowed : asked;
  const page = input.paging ? input.page : 1;
  const size = input.size ?? (input.paging ? Limits.PAGE_SIZE_DEFAULT : Limits.PICKER_PAGE_SIZE);
  if (statuses.length === 0) return { resultPage: toPage([], page, size, 0) };
  const { rows, total } = await repo.listUsers(ctx.db, me.companyIdx, {
    statuses,
    types: input.userTypeCdList,
    keyword: input.searchKeyword,
    keywordIdTypes: idTypes,
    groupIdx: input.groupIdx === undefined ? undefined : input.groupIdx === 0 ? null : input.groupIdx,
    order: input.order,
    limit: size,
    offset: (page - 1) * size,
  });
  const content = rows.map((row) => {
    const dto = toUserDto(row, me);
    return idTypes === 'all' || row.userIdx === me.userIdx ? dto : directoryEntry(dto, idTypes);
  });
  return { resultPage: toPage(content, page, size, total) };
}

export async function existUserId(
  input: CommandParsedInput<'user.EXIST_USER_ID'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.EXIST_USER_ID'>> {
  const found = await repo.findUserByLoginId(ctx.db, ctx.auth.companyIdx, input.userId.trim());
  return { result: { exists: found !== null } };
}

/** My info: the user themselves, or an administrator who may change them. */
export async function modifyName(
  input: CommandParsedInput<'user.MODIFY_NAME'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.MODIFY_NAME'>> {
  await requireAccess(ctx, 'user.selfOrChange', input.userIdx);
  const issue = validateUserNameModify(input.userName);
  if (issue) throw fieldError('userName', issue);
  const updated = await repo.updateUser(ctx.db, input.userIdx, { userName: maskProhibitedWords(input.userName.trim()) });
  if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return { result: toUserDto(updated, ctx.auth) };
}
