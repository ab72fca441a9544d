import { type CommandData, type CommandParsedInput, ErrorCode, hasPermission, Permission } from '@boda/contract';
import type { AuthInfo } from '../../http/context';
import type { RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { toUserDto } from './dto';
import * as repo from './repository';

/**
 * Who may view a user: themselves, or anyone of their own company when their type has manage
 * access. The company is the caller's (token), so another company's userIdx is never reachable.
 */
function assertMayViewUser(me: AuthInfo, userIdx: number): void {
  if (userIdx === me.userIdx) return;
  if (!hasPermission(me.permissionMask, Permission.MANAGE_ACCESS)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
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

export async function getUser(
  input: CommandParsedInput<'user.GET'>,
  ctx: RequestContext,
): Promise<CommandData<'user.GET'>> {
  const me = requireAuth(ctx);
  assertMayViewUser(me, input.userIdx);
  const user = await repo.findUserInCompany(ctx.db, me.companyIdx, input.userIdx);
  // Not found and "another company's" look the same on purpose: no probing of other tenants.
  if (!user) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return { result: toUserDto(user, me) };
}
