import type { CompanyConfig } from '@boda/contract/config';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { companies, type CompanyRow, sessions, users, type UserRow } from '../db/schema';

/** Who is calling, resolved from the access token and the database (never from the payload). */
export interface AuthInfo {
  userIdx: number;
  companyIdx: number;
  companyId: string;
  companyCode: string;
  userTypeCd: number;
  /** WEB_USER_TYPE_AUTH of the caller's type in their company, unsigned. */
  permissionMask: number;
  configVersion: number;
  /** The sign-in session of the access token (a password change keeps it, ending the others). */
  sessionId: string;
}

/** The signed-in user with their company and its parsed configuration, resolved once per request. */
export interface Principal {
  auth: AuthInfo;
  /** The caller's own row as read for this request. */
  user: UserRow;
  company: CompanyRow;
  config: CompanyConfig;
}

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

/**
 * A user and their company by the global user index (from a token or a remember token). It crosses
 * companies on purpose: the company is what this lookup finds out.
 */
export async function findUserWithCompanyAcrossCompanies(db: Db, userIdx: number): Promise<UserWithCompany | null> {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(users.companyIdx, companies.companyIdx))
    .where(eq(users.userIdx, userIdx))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Every authenticated request's lookup in one prepared statement: the user, their company, and
 * whether the token's session is still open (not revoked: logout, refresh-token reuse, a password
 * change). One round trip instead of two; the SQL is built once per database, not per request.
 */
const principalStatement = preparedPerDatabase((db: Db) => {
  const sessionOpen = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.sessionId} = ${sql.placeholder('sessionId')}
    and ${sessions.userIdx} = ${users.userIdx} and ${sessions.revokedAt} is null)`;
  return db
    .select({ user: users, company: companies, sessionOpen })
    .from(users)
    .innerJoin(companies, eq(users.companyIdx, companies.companyIdx))
    .where(eq(users.userIdx, sql.placeholder('userIdx')))
    .limit(1)
    .prepare('auth_principal');
});

/** The caller of an access token: user and company (across companies, as above) and the session's state. */
export async function findPrincipalAcrossCompanies(
  db: Db,
  userIdx: number,
  sessionId: string,
): Promise<(UserWithCompany & { sessionOpen: boolean }) | null> {
  const rows = await principalStatement(db).execute({ userIdx, sessionId });
  return rows[0] ?? null;
}
