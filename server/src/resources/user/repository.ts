import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, type CompanyRow, type NewUserRow, users, type UserRow } from '../../db/schema';

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

export async function findUserWithCompany(db: Db, userIdx: number): Promise<UserWithCompany | null> {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(users.companyIdx, companies.companyIdx))
    .where(eq(users.userIdx, userIdx))
    .limit(1);
  return rows[0] ?? null;
}

/** Scoped by company on purpose: a userIdx of another company is simply not found. */
export async function findUserInCompany(db: Db, companyIdx: number, userIdx: number): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), eq(users.userIdx, userIdx)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByLoginId(db: Db, companyIdx: number, userId: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), eq(users.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Counts the failure atomically (parallel wrong passwords must all count) and locks at the limit. */
export async function recordFailedLogin(db: Db, userIdx: number, lockAfter: number): Promise<{ locked: boolean }> {
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: sql`${users.failedLoginCount} + 1`,
      locked: sql`${users.locked} OR ${users.failedLoginCount} + 1 >= ${lockAfter}`,
      modDatetime: sql`now()`,
    })
    .where(eq(users.userIdx, userIdx))
    .returning({ locked: users.locked });
  return { locked: rows[0]?.locked ?? false };
}

export async function recordSuccessfulLogin(db: Db, userIdx: number, at: Date): Promise<void> {
  await db.update(users).set({ failedLoginCount: 0, lastLoginAt: at }).where(eq(users.userIdx, userIdx));
}

export async function countUsersWithStatus(db: Db, companyIdx: number, statusCd: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), eq(users.userStatusCd, statusCd)));
  return Number(rows[0]?.n ?? 0);
}

export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(row).returning();
  const created = rows[0];
  if (!created) throw new Error('insert into users returned no row');
  return created;
}

export async function updateUserState(
  db: Db,
  userIdx: number,
  patch: Partial<Pick<UserRow, 'userStatusCd' | 'locked' | 'failedLoginCount' | 'accountOwnerTypeCd' | 'passwordHash'>>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, modDatetime: sql`now()` })
    .where(eq(users.userIdx, userIdx));
}
