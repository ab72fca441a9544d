import { type CommandData, type CommandParsedInput, ErrorCode, validatePassword } from '@boda/contract';
import { hashPassword, verifyPassword } from '../../auth/password';
import { requireAccess } from '../../auth/policies';
import { revokeUserSessions } from '../../auth/sessions';
import { AppError, fieldError } from '../../errors';
import type { SignedInContext } from '../../http/context';
import * as repo from './repository';

/**
 * MODIFY_PWD. For oneself the current password must be given and right (WB-403-203; WB-403-204
 * when the account has no password to compare with); an administrator resets another user's
 * password without it, which ends all that user's sessions. Changing one's own ends every other
 * session (refresh tokens, remember tokens, access tokens) and keeps the caller's. The policy is the company's
 * WEB_FRONT_ACCOUNT_PWD_POLICY.
 */
export async function modifyPassword(
  input: CommandParsedInput<'user.MODIFY_PWD'>,
  ctx: SignedInContext,
): Promise<CommandData<'user.MODIFY_PWD'>> {
  const target = await requireAccess(ctx, 'user.selfOrChange', input.userIdx);
  const self = target.userIdx === ctx.auth.userIdx;
  if (self) {
    if (!target.passwordHash) throw new AppError(ErrorCode.PASSWORD_MISMATCH_2);
    if (input.oldPassword === '' || !(await verifyPassword(target.passwordHash, input.oldPassword, { lane: target.companyIdx }))) {
      throw new AppError(ErrorCode.PASSWORD_MISMATCH);
    }
  }
  const issue = validatePassword(input.newPassword, ctx.config.passwordPolicy);
  if (issue) throw fieldError('newPassword', issue);

  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.runtime.clock();
  await ctx.db.transaction(async (tx) => {
    await repo.updateUser(tx, target.userIdx, { passwordHash });
    // Whoever might know the old password is signed out everywhere but on the device that changed it.
    await revokeUserSessions(tx, target.userIdx, now, self ? ctx.auth.sessionId : undefined);
  });
  return { result: { changed: true } };
}
