import { ErrorCode, type Token } from '@boda/contract';
import { hashToken, newOpaqueToken } from '../../auth/opaque';
import { newSession, revokeSession } from '../../auth/sessions';
import type { Db } from '../../db/client';
import type { CompanyRow, UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { oneRow } from '../../db/sql';
import type { Runtime } from '../../runtime';
import { licenseUsageNow } from '../stats';
import { successfulLogin } from '../user';
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

export interface SignedIn {
  token: Token;
  /** An auto login's remember token, belonging to the new session; null without auto login. */
  rememberToken: string | null;
  /** The license's usage now (bodaSetting), read by the same statement. */
  licenseUsage: number;
}

/**
 * A sign-in's writes, and its one read after the password check, as one statement (data-modifying
 * WITH parts: all or nothing like any statement, and one round trip where there were four to six):
 * the account's failures cleared and its last login set, a new session (whose id is the family of its
 * refresh tokens) with its first refresh token, an auto login's remember token, and the license's usage.
 */
export async function openSignIn(runtime: Runtime, user: UserRow, company: CompanyRow, remember: boolean): Promise<SignedIn> {
  const db = runtime.database.db;
  const now = runtime.clock();
  const refresh = newOpaqueToken();
  const rememberToken = remember ? newOpaqueToken() : null;
  const session = newSession(db, user.userIdx);
  const parts = [
    db.$with('signed_in').as(successfulLogin(db, user.userIdx, now)),
    db.$with('new_session').as(session.insert),
    db.$with('new_refresh').as(
      repo.refreshTokenInsert(db, {
        userIdx: user.userIdx,
        familyId: session.sessionId,
        tokenHash: hashToken(refresh),
        expiresAt: later(now, runtime.settings.refreshTokenTtlSeconds),
        configVersion: company.configVersion,
      }),
    ),
    ...(rememberToken === null
      ? []
      : [
          db.$with('new_remember').as(
            repo.rememberTokenInsert(db, {
              userIdx: user.userIdx,
              sessionId: session.sessionId,
              tokenHash: hashToken(rememberToken),
              expiresAt: later(now, runtime.settings.rememberTokenTtlSeconds),
            }),
          ),
        ]),
  ];
  const [row] = await db
    .with(...parts)
    .select({ licenseUsage: licenseUsageNow(db, company, now) })
    .from(oneRow);
  const token = await tokenPair(runtime, user, company, refresh, company.configVersion, session.sessionId);
  return { token, rememberToken, licenseUsage: row?.licenseUsage ?? 0 };
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
