import type { Access } from '../api/access';
import { FuncFlag } from '../config';
import { UserType } from '../enums';
import { ErrorCode, type ErrorCodeValue } from '../errors';
import { Permission } from '../permissions';

export const BEARER_SCHEME = 'bearerAuth';
export const SERVICE_TYPE_SCHEME = 'serviceType';

const nameOf = (table: Record<string, number>, value: number): string =>
  Object.entries(table).find(([, v]) => v === value)?.[0] ?? String(value);

/** The declared access as the document's `x-boda-access`: numbers with their contract names, for readers and tools. */
export function accessExtension(access: Access): unknown {
  if (access === 'public' || access === 'optional') return access;
  return {
    area: access.area,
    ...(access.permissions && { permissions: access.permissions.map((bit) => ({ bit, name: nameOf(Permission, bit) })) }),
    ...(access.roles && { roles: access.roles.map((code) => ({ userTypeCd: code, name: nameOf(UserType, code) })) }),
    ...(access.funcs && { funcs: access.funcs.map((position) => ({ position, name: nameOf(FuncFlag, position) })) }),
    ...(access.denied && { denied: access.denied }),
  };
}

/** One line for people: who may call the command. */
export function accessSummary(access: Access): string {
  if (access === 'public') return 'Public: no token (one sent is ignored).';
  if (access === 'optional') return 'Anyone; a bearer token, when sent, identifies the caller.';
  const area = { service: 'x-service-type SERVICE', manage: 'x-service-type MANAGE', any: 'x-service-type MANAGE or SERVICE' }[access.area];
  const parts = [`Signed in, ${area}`];
  if (access.permissions) parts.push(`permission bits ${access.permissions.map((b) => `${nameOf(Permission, b)} (${b})`).join(', ')}`);
  if (access.roles) parts.push(`user types ${access.roles.map((r) => `${nameOf(UserType, r)} (${r})`).join(', ')}`);
  if (access.funcs) parts.push(`company functions ${access.funcs.map((f) => `${nameOf(FuncFlag, f)} (WEB_FUNC_USE ${f})`).join(', ')}`);
  return `${parts.join('; ')}.`;
}

/** OpenAPI security requirements: none, either none or a bearer token, or a bearer token with the service type. */
export function securityOf(access: Access): Array<Record<string, string[]>> {
  if (access === 'public') return [];
  if (access === 'optional') return [{}, { [BEARER_SCHEME]: [] }];
  return [{ [BEARER_SCHEME]: [], [SERVICE_TYPE_SCHEME]: [] }];
}

/** The service types a signed-in command accepts in `x-service-type`. */
export function serviceTypesOf(access: Access): string[] | null {
  if (access === 'public' || access === 'optional') return null;
  return access.area === 'any' ? ['MANAGE', 'SERVICE'] : [access.area.toUpperCase()];
}

/** The refusals the dispatcher itself may answer before the handler runs (the handler may add its own). */
export function dispatcherErrors(access: Access, hasFiles: boolean): ErrorCodeValue[] {
  const codes: ErrorCodeValue[] = [ErrorCode.BAD_PARAMETER];
  if (hasFiles) codes.push(ErrorCode.TOO_MANY_FILES, ErrorCode.FILE_TOO_LARGE, ErrorCode.BAD_FILE_EXTENSION);
  if (access !== 'public' && access !== 'optional') {
    codes.push(ErrorCode.UNAUTHORIZED, ErrorCode.TOKEN_EXPIRED, ErrorCode.CONFIG_CHANGED, ErrorCode.WRONG_SERVICE_TYPE);
    if (access.permissions || access.roles) codes.push(access.denied ?? ErrorCode.FORBIDDEN);
    if (access.funcs && !codes.includes(ErrorCode.FORBIDDEN)) codes.push(ErrorCode.FORBIDDEN);
  }
  return codes;
}
