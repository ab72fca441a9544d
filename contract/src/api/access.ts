import { FuncFlag, type FuncFlagPosition } from '../config';
import { USER_TYPE_CODES, UserType, type UserTypeCd } from '../enums';
import { ErrorCode, type ErrorCodeValue } from '../errors';
import { Permission, type PermissionBit } from '../permissions';

/*
 * Who may call a command, declared on the command itself (contract/src/api/*.ts) and checked by the
 * server's dispatcher before the handler runs. Ownership ("this room is mine") cannot be declared
 * here; the server's policies (server/src/auth/policies) decide it inside the handler.
 */

/** The service type header a signed-in call must carry: 'any' takes either area. */
export type AccessArea = 'service' | 'manage' | 'any';

/** A command for signed-in callers only (a bearer token and the service type header). */
export interface SignedInAccess {
  /** 'manage' answers WB-403-002 to a SERVICE call (MANAGE itself needs the manage-access bit). */
  area: AccessArea;
  /** WEB_USER_TYPE_AUTH bits the caller's type must all have. */
  permissions?: readonly PermissionBit[];
  /** User types allowed (all when omitted). */
  roles?: readonly UserTypeCd[];
  /** WEB_FUNC_USE positions that must be on in the caller's company. */
  funcs?: readonly FuncFlagPosition[];
  /** The refusal for a missing permission or role when it is not WB-403-001 (e.g. WB-403-102 for users). */
  denied?: ErrorCodeValue;
  /**
   * Refused in the service area while emergency mode is on (WB-403-120), for a command of a page that
   * mode closes whose path also serves open pages (contract api/emergency.ts closes whole paths).
   */
  closedInEmergency?: boolean;
}

/**
 * 'public': anyone; the handler gets no caller (a token, if sent, is ignored).
 * 'optional': anyone; a valid bearer token makes the handler's caller known.
 * An object: signed-in callers matching it.
 */
export type Access = 'public' | 'optional' | SignedInAccess;

/** How the client sends the token, derived from the access declaration. */
export type AuthMode = 'none' | 'optional' | 'required';

export function authModeOf(access: Access): AuthMode {
  if (access === 'public') return 'none';
  if (access === 'optional') return 'optional';
  return 'required';
}

/** Whether a value is a well-formed access declaration (the dispatcher refuses commands without one). */
export function isAccess(value: unknown): value is Access {
  if (value === 'public' || value === 'optional') return true;
  if (typeof value !== 'object' || value === null) return false;
  const area = (value as { area?: unknown }).area;
  return area === 'service' || area === 'manage' || area === 'any';
}

/** Types that administer users (foundation.md 6): operators and administrators, by rank. */
export const USER_ADMIN_TYPES: readonly UserTypeCd[] = [UserType.SUPER_ADMIN, UserType.ADMIN, UserType.OPERATOR];

/**
 * Who may see settlements (contract api/charges.ts), in either area: everyone but the monitoring
 * account, which only watches classes (foundation.md 6) and neither leads nor attends one. Its menu,
 * tab and pages follow this.
 */
export const SETTLEMENT_ROLES: readonly UserTypeCd[] = USER_TYPE_CODES.filter((type) => type !== UserType.MONITOR);

/** Changing users, groups and unit prices: an administrative type with manage access (WB-403-102 otherwise). */
export const USER_ADMIN_ACCESS = {
  area: 'any',
  permissions: [Permission.MANAGE_ACCESS],
  roles: USER_ADMIN_TYPES,
  denied: ErrorCode.NO_USER_PERMISSION,
} as const satisfies SignedInAccess;

/** Class monitoring: the manage area, while the company's monitor function is on. */
export const MONITOR_ACCESS = { area: 'manage', funcs: [FuncFlag.MONITOR] } as const satisfies SignedInAccess;
