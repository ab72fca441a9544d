import { ErrorCode, UserStatus } from '@boda/contract';
import type { FastifyRequest } from 'fastify';
import { maskOf } from '../config/company-config';
import { AppError } from '../errors';
import type { Runtime } from '../runtime';
import { findPrincipalAcrossCompanies, type Principal, type PrincipalExtras } from './principal';

export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1] : null;
}

/**
 * Resolves the caller of an authenticated call. The token only names the user; company, type and
 * permissions are read fresh from the database, so a paused, locked or moved account loses access
 * at once, and a token from before a configuration change answers 402 so the client reloads. The
 * company row and its parsed configuration come along, so no handler loads them again. The token's
 * session must still be open: logout, refresh-token reuse and password changes end it at once.
 */
export async function authenticate(runtime: Runtime, token: string, extras: PrincipalExtras = {}): Promise<Principal> {
  const claims = await runtime.tokens.verify(token);
  const db = runtime.database.db;
  const found = await findPrincipalAcrossCompanies(db, claims.userIdx, claims.sessionId, extras);
  if (!found?.sessionOpen) throw new AppError(ErrorCode.TOKEN_EXPIRED);
  if (found.company.companyId !== claims.companyId) throw new AppError(ErrorCode.TOKEN_EXPIRED);
  const { user, company } = found;
  if (user.locked || user.userStatusCd !== UserStatus.USE) throw new AppError(ErrorCode.TOKEN_EXPIRED);
  if (claims.configVersion !== company.configVersion) throw new AppError(ErrorCode.CONFIG_CHANGED);
  const { config } = runtime.configs.of(company);
  return {
    auth: {
      userIdx: user.userIdx,
      companyIdx: company.companyIdx,
      companyId: company.companyId,
      companyCode: company.companyCode,
      userTypeCd: user.userTypeCd,
      permissionMask: maskOf(config, user.userTypeCd),
      configVersion: company.configVersion,
      sessionId: claims.sessionId,
    },
    user,
    company,
    config,
    ...(found.unreadMessages === undefined ? {} : { unreadMessages: found.unreadMessages }),
    ...('joined' in found ? { joined: found.joined } : {}),
  };
}
