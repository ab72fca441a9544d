import {
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  MANAGED_USER_TYPES,
  UserRole,
  UserStatus,
  UserType,
  validateEmail,
  validateOptionalPhone,
  validatePassword,
  validatePhone,
  validateUserId,
  validateUserName,
  validateUserNameModify,
} from '@boda/contract';
import { hashPassword } from '../../auth/password';
import type { UserRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { findGroupInCompany } from '../group/repository';
import { assertMayChangeUser, assertUserAdmin, companyConfigOf, invalidField, mayChangeUser } from './access';
import { toUserDto } from './dto';
import { deleteUsers } from './removal';
import * as repo from './repository';

const MANAGED: readonly number[] = MANAGED_USER_TYPES;

/** Open-class teachers get OPER, everyone else USER (manage-area 4, 6). */
export function roleForType(userTypeCd: number): 'USER' | 'OPER' {
  return userTypeCd === UserType.OPEN_TEACHER ? UserRole.OPER : UserRole.USER;
}

export class UserIdTakenError extends AppError {
  constructor() {
    super(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'userId', message: 'The user ID is already in use.' }]);
  }
}

/** groupIdx 0 / absent is "no group"; any other must be a group of the caller's company. */
export async function resolveGroup(ctx: RequestContext, me: AuthInfo, groupIdx: number | undefined): Promise<number | null> {
  if (!groupIdx) return null;
  const group = await findGroupInCompany(ctx.db, me.companyIdx, groupIdx);
  if (!group) throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'groupIdx', message: 'No such group.' }]);
  return group.groupIdx;
}

function check(path: string, issue: { key: string; message: string } | null): void {
  if (issue) throw invalidField(path, issue);
}

/**
 * The targets of a bulk command, all or nothing: every index must be a user of the caller's
 * company the caller may change, and never the caller (no locking oneself out).
 */
async function bulkTargets(ctx: RequestContext, me: AuthInfo, userIdxList: number[]): Promise<UserRow[]> {
  assertUserAdmin(me);
  const found = await repo.findUsersInCompany(ctx.db, me.companyIdx, userIdxList);
  const ok = found.length === userIdxList.length && found.every((u) => u.userIdx !== me.userIdx && mayChangeUser(me, u));
  if (!ok) throw new AppError(ErrorCode.NO_USER_PERMISSION);
  return found;
}

export async function saveUser(input: CommandParsedInput<'user.SAVE'>, ctx: RequestContext): Promise<CommandData<'user.SAVE'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const existing = input.userIdx ? await repo.findUserInCompany(ctx.db, me.companyIdx, input.userIdx) : null;
  if (input.userIdx) assertMayChangeUser(me, existing);

  // A type outside the form's three (operators, monitors) can be edited but not changed.
  const typeAllowed = existing && !MANAGED.includes(existing.userTypeCd) ? input.userTypeCd === existing.userTypeCd : MANAGED.includes(input.userTypeCd);
  if (!typeAllowed) throw new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path: 'userTypeCd', message: 'This user type cannot be set here.' }]);
  check('userName', existing ? validateUserNameModify(input.userName) : validateUserName(input.userName));
  check('phone', validatePhone(input.phone));
  check('email', validateEmail(input.email));
  const student = input.userTypeCd === UserType.STUDENT;
  if (student) check('phone2', validateOptionalPhone(input.phone2));
  const groupIdx = await resolveGroup(ctx, me, input.groupIdx);
  const fields = {
    userName: input.userName.trim(),
    userTypeCd: input.userTypeCd,
    userRoleCd: existing && !MANAGED.includes(existing.userTypeCd) ? existing.userRoleCd : roleForType(input.userTypeCd),
    email: input.email === '' ? null : input.email,
    phone: input.phone,
    // The parent phone belongs to students only.
    phone2: student && input.phone2 !== '' ? input.phone2 : null,
    groupIdx,
  };

  if (existing) {
    const updated = await repo.updateUser(ctx.db, existing.userIdx, fields);
    if (!updated) throw new AppError(ErrorCode.NO_USER_PERMISSION);
    return { result: toUserDto(updated, me) };
  }

  check('userId', validateUserId(input.userId));
  const { passwordPolicy } = await companyConfigOf(ctx, me);
  check('password', validatePassword(input.password, passwordPolicy));
  if (await repo.findUserByLoginId(ctx.db, me.companyIdx, input.userId)) throw new UserIdTakenError();
  try {
    const created = await repo.insertUser(ctx.db, {
      ...fields,
      companyIdx: me.companyIdx,
      userId: input.userId,
      passwordHash: await hashPassword(input.password),
      userStatusCd: UserStatus.USE,
    });
    return { result: toUserDto(created, me) };
  } catch (err) {
    // Two registrations of one id at once: the unique index decides, the loser hears "taken".
    if (isUniqueViolation(err)) throw new UserIdTakenError();
    throw err;
  }
}

export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

export async function modifyStatusMulti(
  input: CommandParsedInput<'user.MODIFY_STATUS_MULTI'>,
  ctx: RequestContext,
): Promise<CommandData<'user.MODIFY_STATUS_MULTI'>> {
  const me = requireAuth(ctx);
  const targets = await bulkTargets(ctx, me, input.userIdxList);
  const now = ctx.runtime.clock();
  const changing = targets.filter((u) => u.userStatusCd !== input.userStatusCd).map((u) => u.userIdx);
  const count = await ctx.db.transaction(async (tx) => {
    const n = await repo.setUsersStatus(tx, changing, input.userStatusCd, now);
    // Paused and unsubscribed accounts keep no session anywhere.
    if (input.userStatusCd !== UserStatus.USE) for (const userIdx of changing) await repo.revokeUserSessions(tx, userIdx, now);
    return n;
  });
  return { result: { count } };
}

export async function unlockMulti(
  input: CommandParsedInput<'user.MODIFY_MULTI_UNLOCK'>,
  ctx: RequestContext,
): Promise<CommandData<'user.MODIFY_MULTI_UNLOCK'>> {
  const me = requireAuth(ctx);
  const targets = await bulkTargets(ctx, me, input.userIdxList);
  return { result: { count: await repo.unlockUsers(ctx.db, targets.map((u) => u.userIdx)) } };
}

export async function removeMulti(
  input: CommandParsedInput<'user.REMOVE_MULTI'>,
  ctx: RequestContext,
): Promise<CommandData<'user.REMOVE_MULTI'>> {
  const me = requireAuth(ctx);
  const targets = await bulkTargets(ctx, me, input.userIdxList);
  return { result: { count: await deleteUsers(ctx.db, ctx.runtime.storage, targets.map((u) => u.userIdx)) } };
}

export async function modifyGroup(
  input: CommandParsedInput<'user.MODIFY_GROUP'>,
  ctx: RequestContext,
): Promise<CommandData<'user.MODIFY_GROUP'>> {
  const me = requireAuth(ctx);
  assertUserAdmin(me);
  const found = await repo.findUsersInCompany(ctx.db, me.companyIdx, input.userIdxList);
  // Moving oneself between folders is harmless, unlike a status change.
  if (found.length !== input.userIdxList.length || !found.every((u) => u.userIdx === me.userIdx || mayChangeUser(me, u))) {
    throw new AppError(ErrorCode.NO_USER_PERMISSION);
  }
  const groupIdx = await resolveGroup(ctx, me, input.groupIdx);
  return { result: { count: await repo.setUsersGroup(ctx.db, input.userIdxList, groupIdx) } };
}
