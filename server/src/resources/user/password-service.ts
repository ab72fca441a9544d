import { type CommandData, type CommandParsedInput, ErrorCode, validatePassword } from '@boda/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import type { RequestContext } from '../../http/context';
import { requireAuth } from '../../http/dispatch';
import { AppError } from '../../http/errors';
import { assertMayChangeUser, companyConfigOf, invalidField } from './access';
import * as repo from './repository';

/**
 * MODIFY_PWD. For oneself the current password must be given and right (WB-403-203; WB-403-204
 * when the account has no password to compare with); an administrator resets another user's
 * password without it, which also ends that user's sessions. The policy is the company's
 * WEB_FRONT_ACCOUNT_PWD_POLICY.
 */
export async function modifyPassword(
  input: CommandParsedInput<'user.MODIFY_PWD'>,
  ctx: RequestContext,
): Promise<CommandData<'user.MODIFY_PWD'>> {
  const me = requireAuth(ctx);
  const target = await repo.findUserInCompany(ctx.db, me.companyIdx, input.userIdx);
  const self = target !== null && target.userIdx === me.userIdx;
  if (!self) assertMayChangeUser(me, target);
  if (!target) throw new AppError(ErrorCode.NO_USER_PERMISSION);

  if (self) {
    if (!target.passwordHash) throw new AppError(ErrorCode.PASSWORD_MISMATCH_2);
    if (input.oldPassword === '' || !(await verifyPassword(target.passwordHash, input.oldPassword))) {
      throw new AppError(ErrorCode.PASSWORD_MISMATCH);
    }
  }
  const { passwordPolicy } = await companyConfigOf(ctx, me);
  const issue = validatePassword(input.newPassword, passwordPolicy);
  if (issue) throw invalidField('newPassword', issue);

  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.runtime.clock();
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, target.userIdx, { passwordHash });
    // Self-service keeps the current session; other devices' auto login must sign in again.
    if (self) await repo.revokeRememberTokens(tx, target.userIdx, now);
    else await repo.revokeUserSessions(tx, target.userIdx, now);
  });
  return { result: { changed: true } };
}
