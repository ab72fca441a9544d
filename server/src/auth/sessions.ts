import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens, rememberTokens, sessions } from '../db/schema';

/*
 * Sign-in sessions. Every access token names its session (`sid`) and authenticate refuses it once
 * the session is revoked (principal.ts reads the session with the user), so ending a session ends its access token at once, not when it expires.
 * A session's id is the family id of its refresh tokens; remember tokens record the session that
 * handed them out. This is the one place that revokes them, for the session and user resources alike.
 */

/** A new session's id and its insert, unrun: a sign-in runs it within the statement that opens it (session/tokens.ts). */
export function newSession(db: Db, userIdx: number) {
  const sessionId = randomUUID();
  return { sessionId, insert: db.insert(sessions).values({ sessionId, userIdx }).returning({ sessionId: sessions.sessionId }) };
}

/** Ends one session: its access tokens, its refresh-token family and the remember tokens it handed out. */
export async function revokeSession(db: Db, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  await db
    .update(rememberTokens)
    .set({ revokedAt: at })
    .where(and(eq(rememberTokens.sessionId, sessionId), isNull(rememberTokens.revokedAt)));
}

/**
 * Ends every session of a user, or every one but `except` (a password change keeps the device that
 * made it signed in, auto login included). Remember tokens of no session (issued before sessions
 * existed) go too.
 */
export async function revokeUserSessions(db: Db, userIdx: number, at: Date, except?: string): Promise<void> {
  const others = (column: typeof sessions.sessionId | typeof refreshTokens.familyId): SQL | undefined =>
    except === undefined ? undefined : ne(column, except);
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userIdx, userIdx), isNull(sessions.revokedAt), others(sessions.sessionId)));
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userIdx, userIdx), isNull(refreshTokens.revokedAt), others(refreshTokens.familyId)));
  const rememberOfOthers = except === undefined ? undefined : or(isNull(rememberTokens.sessionId), ne(rememberTokens.sessionId, except));
  await db
    .update(rememberTokens)
    .set({ revokedAt: at })
    .where(and(eq(rememberTokens.userIdx, userIdx), isNull(rememberTokens.revokedAt), rememberOfOthers));
}
