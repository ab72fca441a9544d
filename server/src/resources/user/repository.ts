import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/sql';
import { type NewUserRow, users, type UserRow } from '../../db/schema';

/** By index alone: for the class client, whose join grant names the user but no company. */
export async function findUserAcrossCompanies(db: Db, userIdx: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.userIdx, userIdx)).limit(1);
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

export interface LockoutRule {
  /** Wrong passwords in a row that start a lockout. */
  after: number;
  /** The first lockout; each further wrong password doubles it ... */
  baseSeconds: number;
  /** ... up to this. */
  maxSeconds: number;
}

/**
 * Counts the failure atomically (parallel wrong passwords must all count) and, from `rule.after`
 * failures on, locks the account temporarily: base, then doubling per further failure, capped.
 */
export async function recordFailedLogin(db: Db, userIdx: number, rule: LockoutRule, at: Date): Promise<{ lockedUntil: Date | null }> {
  const failures = sql`${users.failedLoginCount} + 1`;
  const doublings = sql`least(greatest(${failures} - ${rule.after}, 0), 30)`;
  const seconds = sql`least(${rule.baseSeconds} * power(2, ${doublings}), ${rule.maxSeconds})`;
  const rows = await db
    .update(users)
    .set({
      failedLoginCount: failures,
      lockedUntil: sql`CASE WHEN ${failures} >= ${rule.after} THEN ${at.toISOString()}::timestamptz + make_interval(secs => ${seconds}) ELSE ${users.lockedUntil} END`,
      modDatetime: sql`now()`,
    })
    .where(eq(users.userIdx, userIdx))
    .returning({ lockedUntil: users.lockedUntil });
  return { lockedUntil: rows[0]?.lockedUntil ?? null };
}

/** A sign-in's update of the account (failures cleared, last login), unrun: part of the statement that opens its session. */
export function successfulLogin(db: Db, userIdx: number, at: Date) {
  return db
    .update(users)
    .set({ failedLoginCount: 0, lockedUntil: null, lastLoginAt: at })
    .where(eq(users.userIdx, userIdx))
    .returning({ userIdx: users.userIdx });
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

/* Manage-area queries (issue 5). */

export interface UserListFilter {
  statuses: number[];
  types: number[];
  keyword: string;
  /** Whose login ids the keyword may match (names always match): 'all' or these user types. */
  keywordIdTypes: 'all' | readonly number[];
  /** undefined: any group; null: users in no group; a number: users directly in that group. */
  groupIdx?: number | null;
  order: 'regDatetime,desc' | 'userName';
  /** Omitted: everything that matches. */
  limit?: number;
  offset?: number;
}

export async function listUsers(db: Db, companyIdx: number, filter: UserListFilter): Promise<{ rows: UserRow[]; total: number }> {
  const conditions: SQL[] = [eq(users.companyIdx, companyIdx)];
  if (filter.statuses.length > 0) conditions.push(inArray(users.userStatusCd, filter.statuses));
  if (filter.types.length > 0) conditions.push(inArray(users.userTypeCd, filter.types));
  if (filter.keyword !== '') {
    const pattern = containsPattern(filter.keyword);
    const idMatch =
      filter.keywordIdTypes === 'all'
        ? ilike(users.userId, pattern)
        : filter.keywordIdTypes.length > 0
          ? and(ilike(users.userId, pattern), inArray(users.userTypeCd, [...filter.keywordIdTypes]))
          : undefined;
    const either = or(ilike(users.userName, pattern), idMatch);
    if (either) conditions.push(either);
  }
  if (filter.groupIdx === null) conditions.push(isNull(users.groupIdx));
  else if (filter.groupIdx !== undefined) conditions.push(eq(users.groupIdx, filter.groupIdx));
  const where = and(...conditions);
  const order = filter.order === 'userName' ? [asc(users.userName), asc(users.userIdx)] : [desc(users.regDatetime), desc(users.userIdx)];
  const query = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (filter.limit !== undefined) query.limit(filter.limit).offset(filter.offset ?? 0);
  const [rows, counted] = await Promise.all([query, db.select({ n: count() }).from(users).where(where)]);
  return { rows, total: Number(counted[0]?.n ?? 0) };
}

export async function findUsersInCompany(db: Db, companyIdx: number, userIdxs: number[]): Promise<UserRow[]> {
  if (userIdxs.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), inArray(users.userIdx, userIdxs)));
}

export async function findUsersInGroup(db: Db, companyIdx: number, groupIdx: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.companyIdx, companyIdx), eq(users.groupIdx, groupIdx)));
}

export type UserPatch = Partial<
  Pick<
    UserRow,
    'userName' | 'userTypeCd' | 'userRoleCd' | 'email' | 'phone' | 'phone2' | 'groupIdx' | 'passwordHash' | 'fileIdx' | 'language'
  >
>;

export async function updateUser(db: Db, userIdx: number, patch: UserPatch): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...patch, modDatetime: sql`now()` })
    .where(eq(users.userIdx, userIdx))
    .returning();
  return rows[0] ?? null;
}

export async function setUsersStatus(db: Db, userIdxs: number[], userStatusCd: number, at: Date): Promise<number> {
  if (userIdxs.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ userStatusCd, statusDatetime: at, modDatetime: sql`now()` })
    .where(inArray(users.userIdx, userIdxs))
    .returning({ userIdx: users.userIdx });
  return rows.length;
}

export async function unlockUsers(db: Db, userIdxs: number[]): Promise<number> {
  if (userIdxs.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ locked: false, failedLoginCount: 0, lockedUntil: null, modDatetime: sql`now()` })
    .where(inArray(users.userIdx, userIdxs))
    .returning({ userIdx: users.userIdx });
  return rows.length;
}

export async function setUsersGroup(db: Db, userIdxs: number[], groupIdx: number | null): Promise<number> {
  if (userIdxs.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ groupIdx, modDatetime: sql`now()` })
    .where(inArray(users.userIdx, userIdxs))
    .returning({ userIdx: users.userIdx });
  return rows.length;
}
