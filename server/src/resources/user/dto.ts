import { UserRole, type User } from '@boda/contract';
import type { CompanyRow, UserRow } from '../../db/schema';

/** The contract's User from a row; the company fields come from the owning company. */
export function toUserDto(row: UserRow, company: Pick<CompanyRow, 'companyId' | 'companyCode'>): User {
  return {
    userIdx: row.userIdx,
    userId: row.userId,
    userName: row.userName,
    userTypeCd: row.userTypeCd,
    userRoleCd: row.userRoleCd === UserRole.OPER ? UserRole.OPER : UserRole.USER,
    accountOwnerTypeCd: row.accountOwnerTypeCd,
    companyId: company.companyId,
    companyCode: company.companyCode,
    language: row.language,
    userStatusCd: row.userStatusCd,
    // A temporary lockout shows until the next sign-in or an operator's unlock clears it.
    locked: row.locked || row.lockedUntil !== null,
    email: row.email,
    phone: row.phone,
    phone2: row.phone2,
    groupIdx: row.groupIdx,
    fileIdx: row.fileIdx,
    regDatetime: row.regDatetime.toISOString(),
    modDatetime: row.modDatetime.toISOString(),
  };
}
