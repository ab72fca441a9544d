import { hashToken, newOpaqueToken } from '../../auth/opaque';
import type { Db } from '../../db/client';
import type { OneTimeTokenRow } from '../../db/schema';
import * as repo from './repository';

export type OneTimeAudience = 'sso_state' | 'app' | 'auto' | 'exchange' | 'deeplink';

/** How long each kind lives: a sign-in at the provider may take a while, a handover only a moment. */
export const ONE_TIME_TTL_SECONDS: Record<OneTimeAudience, number> = {
  sso_state: 600,
  app: 60,
  auto: 60,
  exchange: 60,
  deeplink: 300,
};

/** Issues a single-use secret (32 random bytes); only its SHA-256 is stored. */
export async function issueOneTime(
  db: Db,
  audience: OneTimeAudience,
  now: Date,
  row: {
    companyIdx?: number | null;
    userIdx?: number | null;
    payload?: Record<string, string | number | null>;
    /** A secret made by the caller (an OpenID state); a fresh one otherwise. */
    token?: string;
  } = {},
): Promise<{ token: string; expiresIn: number }> {
  const token = row.token ?? newOpaqueToken();
  const expiresIn = ONE_TIME_TTL_SECONDS[audience];
  await repo.insertOneTimeToken(db, {
    audience,
    tokenHash: hashToken(token),
    companyIdx: row.companyIdx ?? null,
    userIdx: row.userIdx ?? null,
    payload: row.payload ?? {},
    expiresAt: new Date(now.getTime() + expiresIn * 1000),
  });
  return { token, expiresIn };
}

/**
 * Uses a secret once; null when unknown, used, expired or meant for another audience. A session's
 * handover (issued with `payload.sessionId`) ends with its session: `inOpenSession` refuses it once
 * that session is over (logout, password change, revocation).
 */
export async function consumeOneTime(
  db: Db,
  token: string,
  audience: OneTimeAudience,
  now: Date,
  options: { inOpenSession?: boolean } = {},
): Promise<OneTimeTokenRow | null> {
  return repo.consumeOneTimeToken(db, hashToken(token), audience, now, options.inOpenSession);
}
