import { ErrorCode, hasPermission, Permission, UserType } from '@boda/contract';
import type { CompanyConfig } from '@boda/contract/config';
import type { UserRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { findCompanyByIdx } from '../company/repository';

/*
 * Who may see and change users (manage-area 6, foundation.md 6). Viewing others needs the
 * manage-access bit; changing them (registering, status, lock, password reset, groups, import)
 * is for the administrative types only, and never for a user ranked above the caller. The company
 * is always the caller's: a user of another company is "not yours" and answers WB-403-102 just
 * like a missing one.
 */

const RANK: Partial<Record<number, number>> = {
  [UserType.SUPER_ADMIN]: 3,
  [UserType.ADMIN]: 2,
  [UserType.OPERATOR]: 1,
};

function rankOf(userTypeCd: number): number {
  return RANK[userTypeCd] ?? 0;
}

export function hasManageAccess(me: AuthInfo): boolean {
  return hasPermission(me.permissionMask, Permission.MANAGE_ACCESS);
}

/** Operators and administrators with manage access. */
export function isUserAdmin(me: AuthInfo): boolean {
  return hasManageAccess(me) && rankOf(me.userTypeCd) > 0;
}

export function assertMayViewUser(me: AuthInfo, userIdx: number): void {
  if (userIdx !== me.userIdx && !hasManageAccess(me)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
}

export function assertUserAdmin(me: AuthInfo): void {
  if (!isUserAdmin(me)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
}

/** An administrator may change users of their company ranked at most like themselves. */
export function mayChangeUser(me: AuthInfo, target: Pick<UserRow, 'companyIdx' | 'userTypeCd'>): boolean {
  return isUserAdmin(me) && target.companyIdx === me.companyIdx && rankOf(target.userTypeCd) <= rankOf(me.userTypeCd);
}

export function assertMayChangeUser(me: AuthInfo, target: Pick<UserRow, 'companyIdx' | 'userTypeCd'> | null): asserts target is UserRow {
  if (!target || !mayChangeUser(me, target)) throw new AppError(ErrorCode.NO_USER_PERMISSION);
}

/** The caller's company configuration (password policy, function flags). */
export async function companyConfigOf(ctx: RequestContext, me: AuthInfo): Promise<CompanyConfig> {
  const company = await findCompanyByIdx(ctx.db, me.companyIdx);
  if (!company) throw new AppError(ErrorCode.UNAUTHORIZED);
  return ctx.runtime.configs.get(company.companyIdx, company.configVersion, company.configuration).config;
}

/** A contract validator's issue as the WB-400-212 the forms understand. */
export function invalidField(path: string, issue: { key: string; message: string }): AppError {
  return new AppError(ErrorCode.BAD_PARAMETER, undefined, [{ path, message: issue.message, key: issue.key }]);
}
