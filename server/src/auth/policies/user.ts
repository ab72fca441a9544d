import { ErrorCode, hasPermission, Permission, UserStatus, UserType } from '@boda/contract';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthInfo } from '../principal';
import type { PolicyContext } from './context';
import { accessRepository, scopeOf } from './repository';

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

/** An administrator may change users of their company ranked at most like themselves. */
export function mayChangeUser(me: AuthInfo, target: Pick<UserRow, 'companyIdx' | 'userTypeCd'>): boolean {
  return (
    hasManageAccess(me) &&
    rankOf(me.userTypeCd) > 0 &&
    target.companyIdx === me.companyIdx &&
    rankOf(target.userTypeCd) <= rankOf(me.userTypeCd)
  );
}

/**
 * Whose login ids a caller may see in lists and find by searching: a login id is half of a sign-in,
 * so it goes only to those who need it. Managers see all; teachers see students' (to tell them
 * apart when choosing attendees); students and guests see only their own. 'all' or the user types.
 */
export function loginIdsVisibleTo(me: AuthInfo): 'all' | readonly number[] {
  if (hasManageAccess(me)) return 'all';
  if (me.userTypeCd === UserType.STUDENT || me.userTypeCd === UserType.GUEST) return [];
  return [UserType.STUDENT];
}

function noPermission(): AppError {
  return new AppError(ErrorCode.NO_USER_PERMISSION);
}

function usersInCompany(ctx: PolicyContext, userIdxs: readonly number[]): Promise<UserRow[]> {
  return accessRepository.user.findInCompany(scopeOf(ctx), new Set(userIdxs));
}

async function userInCompany(ctx: PolicyContext, userIdx: number): Promise<UserRow> {
  const [user] = await usersInCompany(ctx, [userIdx]);
  if (!user) throw noPermission();
  return user;
}

export const userPolicies = {
  /** Oneself, or anyone of the company with manage access (the row is the service's to load). */
  'user.view': async (ctx: PolicyContext, userIdx: number): Promise<void> => {
    if (userIdx !== ctx.auth.userIdx && !hasManageAccess(ctx.auth)) throw noPermission();
  },
  /** A user of the caller's company (memos, unit prices). */
  'user.ofCompany': userInCompany,
  /** An administrator changing a user ranked at most like themselves. */
  'user.change': async (ctx: PolicyContext, userIdx: number) => {
    const target = await userInCompany(ctx, userIdx);
    if (!mayChangeUser(ctx.auth, target)) throw noPermission();
    return target;
  },
  /** Self-service commands: the caller themselves, or an administrator who may change the user. */
  'user.selfOrChange': async (ctx: PolicyContext, userIdx: number) => {
    const target = await userInCompany(ctx, userIdx);
    if (target.userIdx !== ctx.auth.userIdx && !mayChangeUser(ctx.auth, target)) throw noPermission();
    return target;
  },
  /**
   * The targets of a bulk command, all or nothing: every index must be a user of the caller's
   * company the caller may change, and never the caller (no locking oneself out).
   */
  'user.changeMany': async (ctx: PolicyContext, userIdxs: number[], options: { selfAllowed?: boolean } = {}) => {
    const found = await usersInCompany(ctx, userIdxs);
    const mine = (u: UserRow) => (u.userIdx === ctx.auth.userIdx ? options.selfAllowed === true : mayChangeUser(ctx.auth, u));
    if (found.length !== new Set(userIdxs).size || !found.every(mine)) throw noPermission();
    return found;
  },
  /** Message receivers: active or paused users of the company (unsubscribed, unknown and foreign ones look the same). */
  'user.reachable': async (ctx: PolicyContext, userIdxs: number[]) => {
    const found = await usersInCompany(ctx, userIdxs);
    if (found.length !== new Set(userIdxs).size || found.some((u) => u.userStatusCd === UserStatus.OUT)) throw noPermission();
    return found;
  },
};
