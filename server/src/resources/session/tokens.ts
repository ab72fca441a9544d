import { ErrorCode, type Token } from '@boda/contract';
import { hashToken, newOpaqueToken } from '../../auth/opaque';
import { openSession, revokeSession } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { CompanyRow, UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { Runtime } from '../../runtime';
import * as repo from './repository';

function later(now: Date, seconds: number): Date {
  return new Date(now.getTime() + seconds * 1000);
}

async function tokenPair(
  runtime: Runtime,
  user: UserRow,
  company: CompanyRow,
  refreshToken: string,
  configVersion: number,
  sessionId: string,
): Promise<Token> {
  const access = await runtime.tokens.sign({
    userIdx: user.userIdx,
    companyId: company.companyId,
    userTypeCd: user.userTypeCd,
    configVersion,
    sessionId,
  });
  return {
    access_token: access,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: runtime.tokens.ttlSeconds,
    companyId: company.companyId,
  };
}

/** A fresh login: a new session, whose id is the family of its refresh tokens. */
export async function issueSession(runtime: Runtime, user: UserRow, company: CompanyRow): Promise<{ token: Token; sessionId: string }> {
  const refresh = newOpaqueToken();
  const now = runtime.clock();
  const sessionId = await openSession(runtime.database.db, user.userIdx);
  await repo.insertRefreshToken(runtime.database.db, {
    userIdx: user.userIdx,
    familyId: sessionId,
    tokenHash: hashToken(refresh),
    expiresAt: later(now, runtime.settings.refreshTokenTtlSeconds),
    configVersion: company.configVersion,
  });
  return { token: await tokenPair(runtime, user, company, refresh, company.configVersion, sessionId), sessionId };
}

export interface Rotated {
  userIdx: number;
  /**
   * Call once the account checks passed: stores the successor and signs the access token.
   * `reloadedConfig` (resetToken) moves the session to the company's current configuration version;
   * otherwise the version the client last loaded is kept, so a changed configuration still answers 402.
   */
  finish(user: UserRow, company: CompanyRow, reloadedConfig: boolean): Promise<Token>;
}

/**
 * Consumes a refresh token. Every token works once: presenting a revoked one means it leaked (or a
 * client raced itself), so the whole session is revoked: the newest refresh token and the access
 * tokens of that session stop working too.
 */
export async function consumeRefreshToken(runtime: Runtime, presented: string): Promise<Rotated> {
  const db = runtime.database.db;
  const now = runtime.clock();
  const row = await repo.findRefreshToken(db, hashToken(presented));
  if (!row) throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  if (row.revokedAt) {
    await revokeSession(db, row.familyId, now);
    throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  if (!(await repo.revokeRefreshTokenIfActive(db, row.id, now))) {
    await revokeSession(db, row.familyId, now);
    throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  }
  return {
    userIdx: row.userIdx,
    async finish(user, company, reloadedConfig) {
      const configVersion = reloadedConfig ? company.configVersion : row.configVersion;
      const refresh = newOpaqueToken();
      const successor = await repo.insertRefreshToken(db, {
        userIdx: row.userIdx,
        familyId: row.familyId,
        tokenHash: hashToken(refresh),
        // The family keeps its original lifetime: rotation must not extend a session forever.
        expiresAt: row.expiresAt,
        configVersion,
      });
      await repo.setReplacedBy(db, row.id, successor.id);
      return tokenPair(runtime, user, company, refresh, configVersion, row.familyId);
    },
  };
}

/** Logout: ends the session the refresh token belongs to (that device only). */
export async function revokeSessionOf(db: Db, presented: string, now: Date): Promise<void> {
  const row = await repo.findRefreshToken(db, hashToken(presented));
  if (row) await revokeSession(db, row.familyId, now);
}

export async function issueRememberToken(runtime: Runtime, userIdx: number, sessionId: string): Promise<string> {
  const token = newOpaqueToken();
  await repo.insertRememberToken(runtime.database.db, {
    userIdx,
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: later(runtime.clock(), runtime.settings.rememberTokenTtlSeconds),
  });
  return token;
}

/** Remember tokens are single use too: the login that consumes one hands out its successor. */
export async function consumeRememberToken(runtime: Runtime, presented: string): Promise<number> {
  const db = runtime.database.db;
  const now = runtime.clock();
  const row = await repo.findRememberToken(db, hashToken(presented));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  }
  if (!(await repo.revokeRememberTokenIfActive(db, row.id, now))) throw new AppError(ErrorCode.INVALID_REFRESH_TOKEN);
  return row.userIdx;
}

export async function revokeRememberToken(db: Db, presented: string, now: Date): Promise<void> {
  const row = await repo.findRememberToken(db, hashToken(presented));
  if (row) await repo.revokeRememberTokenIfActive(db, row.id, now);
}
