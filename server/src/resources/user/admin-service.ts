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
import { revokeUserSessions } from '../../auth/sessions';
import { requireAccess } from '../../auth/policies';
import { isUniqueViolation } from '../../db/sql';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import { assertUserSlots } from '../stats';
import { toUserDto } from './dto';
import { deleteUsers } from './removal';
import * as repo from './repository';

/*
 * Administering users (manage-area 6): who may call these is declared on the commands
 * (USER_ADMIN_ACCESS); which users they may change is the user policies' (auth/policies/user.ts).
 */

const MANAGED: readonly number[] = MANAGED_USER_TYPES;

/** Open-class teachers get OPER, everyone else USER (manage-area 4, 6). */
export function roleForType(userTypeCd: number): 'USER' | 'OPER' {
  return userTypeCd === UserType.OPEN_TEACHER ? UserRole.OPER : UserRole.USER;
}

function userIdTaken(): AppError {
  return fieldError('userId', 'The user ID is already in use.');
}

/** groupIdx 0 / absent is "no group"; any other must be a group of the caller's company. */
export async function resolveGroup(ctx: SignedInContext, groupIdx: number | undefined): Promise<number | null> {
  if (!groupIdx) return null;
  return (await requireAccess(ctx, 'group.ofCompany', groupIdx)).groupIdx;
}

function check(path: string, issue: { key: string; message: string } | null): void {
  if (issue) throw fieldError(path, issue);
}

export async function saveUser(input: CommandParsedInput<'user.SAVE'>, ctx: SignedInContext): Promise<CommandData<'user.SAVE'>> {
  const me = ctx.auth;
  const existing = input.userIdx ? await requireAccess(ctx, 'user.change', input.userIdx) : null;

  // A type outside the form's three (operators, monitors) can be edited but not changed.
  const typeAllowed =
    existing && !MANAGED.includes(existing.userTypeCd) ? input.userTypeCd === existing.userTypeCd : MANAGED.includes(input.userTypeCd);
  if (!typeAllowed) throw fieldError('userTypeCd', 'This user type cannot be set here.');
  check('userName', existing ? validateUserNameModify(input.userName) : validateUserName(input.userName));
  check('phone', validatePhone(input.phone));
  check('email', validateEmail(input.email));
  const student = input.userTypeCd === UserType.STUDENT;
  if (student) check('phone2', validateOptionalPhone(input.phone2));
  const groupIdx = await resolveGroup(ctx, input.groupIdx);
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
  const { passwordPolicy } = ctx.config;
  check('password', validatePassword(input.password, passwordPolicy));
  if (await repo.findUserByLoginId(ctx.db, me.companyIdx, input.userId)) throw userIdTaken();
  await assertUserSlots(ctx.db, ctx.company, 1);
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
    if (isUniqueViolation(err)) throw userIdTaken();
    throw err;
  }
}

export async function modifyStatusMulti(
  input: CommandParsedInput<'user.MODIFY_STATUS_MULTI'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.MODIFY_STATUS_MULTI'>> {
  const targets = await requireAccess(ctx, 'user.changeMany', input.userIdxList);
  const now = ctx.runtime.clock();
  const changing = targets.filter((u) => u.userStatusCd !== input.userStatusCd).map((u) => u.userIdx);
  if (input.userStatusCd === UserStatus.USE) await assertUserSlots(ctx.db, ctx.company, changing.length);
  const count = await ctx.db.transaction(async (tx) => {
    const n = await repo.setUsersStatus(tx, changing, input.userStatusCd, now);
    // Paused and unsubscribed accounts keep no session anywhere.
    if (input.userStatusCd !== UserStatus.USE) for (const userIdx of changing) await revokeUserSessions(tx, userIdx, now);
    return n;
  });
  return { result: { count } };
}

export async function unlockMulti(
  input: CommandParsedInput<'user.MODIFY_MULTI_UNLOCK'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.MODIFY_MULTI_UNLOCK'>> {
  const targets = await requireAccess(ctx, 'user.changeMany', input.userIdxList);
  return {
    result: {
      count: await repo.unlockUsers(
        ctx.db,
        targets.map((u) => u.userIdx),
      ),
    },
  };
}

export async function removeMulti(
  input: CommandParsedInput<'user.REMOVE_MULTI'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.REMOVE_MULTI'>> {
  const targets = await requireAccess(ctx, 'user.changeMany', input.userIdxList);
  return {
    result: {
      count: await deleteUsers(
        ctx.db,
        ctx.runtime.storage,
        targets.map((u) => u.userIdx),
      ),
    },
  };
}

export async function modifyGroup(
  input: CommandParsedInput<'user.MODIFY_GROUP'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.MODIFY_GROUP'>> {
  // Moving oneself between folders is harmless, unlike a status change.
  await requireAccess(ctx, 'user.changeMany', input.userIdxList, { selfAllowed: true });
  const groupIdx = await resolveGroup(ctx, input.groupIdx);
  return { result: { count: await repo.setUsersGroup(ctx.db, input.userIdxList, groupIdx) } };
}
