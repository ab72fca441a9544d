import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, rememberTokens } from '../../db/schema';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RememberTokenRow = typeof rememberTokens.$inferSelect;

export async function insertRefreshToken(
  db: Db,
  row: { userIdx: number; familyId: string; tokenHash: string; expiresAt: Date; configVersion: number },
): Promise<RefreshTokenRow> {
  const rows = await db.insert(refreshTokens).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert into refresh_tokens returned no row');
  return created;
}

export async function findRefreshToken(db: Db, tokenHash: string): Promise<RefreshTokenRow | null> {
  const rows = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

/**
 * Revokes one token only if it is still active. The conditional update is the race guard: of two
 * requests presenting the same token, exactly one wins; the other is treated as reuse.
 */
export async function revokeRefreshTokenIfActive(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function setReplacedBy(db: Db, id: number, replacedBy: number): Promise<void> {
  await db.update(refreshTokens).set({ replacedBy }).where(eq(refreshTokens.id, id));
}

export async function insertRememberToken(
  db: Db,
  row: { userIdx: number; sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(rememberTokens).values(row);
}

export async function findRememberToken(db: Db, tokenHash: string): Promise<RememberTokenRow | null> {
  const rows = await db.select().from(rememberTokens).where(eq(rememberTokens.tokenHash, tokenHash)).limit(1);
  return rows[0] ?? null;
}

export async function revokeRememberTokenIfActive(db: Db, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(rememberTokens)
    .set({ revokedAt: at })
    .where(and(eq(rememberTokens.id, id), isNull(rememberTokens.revokedAt)))
    .returning({ id: rememberTokens.id });
  return rows.length === 1;
}
