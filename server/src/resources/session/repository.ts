import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type CompanyRow, refreshTokens, rememberTokens, type UserRow, users } from '../../db/schema';
import { oneRow } from '../../db/sql';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type RememberTokenRow = typeof rememberTokens.$inferSelect;

export interface SignInSubjects<Limits extends string> {
  company: CompanyRow | null;
  /** The company's account with that login id; null when the company or the account is unknown. */
  user: UserRow | null;
  /** Each limit's answer (true: used up). */
  limits: Record<Limits, boolean>;
}

/**
 * What a password sign-in reads before its check, in one statement: its limits (rate-limit.ts
 * `exhausted`), the company by id and the account by login id, whichever of them exist.
 */
export async function findSignInSubjects<Limits extends string>(
  db: Db,
  companyId: string,
  userId: string,
  limits: Record<Limits, SQL<boolean>>,
): Promise<SignInSubjects<Limits>> {
  const [row] = await db
    .select({ company: companies, user: users, limits })
    .from(oneRow)
    .leftJoin(companies, eq(companies.companyId, companyId))
    .leftJoin(users, and(eq(users.companyIdx, companies.companyIdx), eq(users.userId, userId)))
    .limit(1);
  if (!row) throw new Error('the sign-in read returned no row');
  return { company: row.company, user: row.user, limits: row.limits as Record<Limits, boolean> };
}

type NewRefreshToken = { userIdx: number; familyId: string; tokenHash: string; expiresAt: Date; configVersion: number };

/** The insert of a refresh token, unrun (a sign-in's statement holds it). */
export function refreshTokenInsert(db: Db, row: NewRefreshToken) {
  return db.insert(refreshTokens).values(row).returning();
}

export async function insertRefreshToken(db: Db, row: NewRefreshToken): Promise<RefreshTokenRow> {
  const rows = await refreshTokenInsert(db, row);
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

/** The insert of a remember token, unrun (a sign-in's statement holds it). */
export function rememberTokenInsert(db: Db, row: { userIdx: number; sessionId: string; tokenHash: string; expiresAt: Date }) {
  return db.insert(rememberTokens).values(row).returning({ id: rememberTokens.id });
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
