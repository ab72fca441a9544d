import type { CompanyConfig } from '@boda/contract/config';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { companies, type CompanyRow, users, type UserRow } from '../db/schema';

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
