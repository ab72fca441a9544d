import { randomInt } from 'node:crypto';
import { Edition, LicenseType, LoginProvider, type RawConfig, UserRole, UserStatus, UserType } from '@boda/contract';
import { readCompanyConfig, writeConfigString } from '@boda/contract/config';
import { passwordSchema, userIdSchema, userNameSchema } from '@boda/contract/validation';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import type { BrandingTextColumn, CompanyRow, UserRow } from '../../db/schema';
import { insertUser } from '../user';
import { findCompanyByCode, findCompanyById, insertCompany } from './repository';

/** First path segments the web app uses for global routes; a company id must not shadow them. */
const RESERVED_COMPANY_IDS = new Set([
  'intro',
  'terms',
  'sso',
  'oauth',
  'invite',
  'wb',
  'open',
  'boda',
  'manage',
  'downloads',
  'assets',
  'api',
  'static',
  'error',
]);
const COMPANY_ID = /^[a-z0-9][a-z0-9-]{1,63}$/;

export class ProvisionError extends Error {}

export interface NewCompany {
  companyId: string;
  companyName: string;
  companyCode?: string;
  edition?: string;
  config: RawConfig;
  brandingText?: BrandingTextColumn;
  licenseTypeCd?: number;
  licenseCount?: number;
  licenseExpireDate?: string | null;
  operator: { userId: string; password: string; userName?: string; email?: string; phone?: string };
}

export function validateCompanyId(companyId: string): string | null {
  if (!COMPANY_ID.test(companyId))
    return 'The company id must be 2 to 64 lowercase letters, digits or "-", starting with a letter or digit.';
  if (RESERVED_COMPANY_IDS.has(companyId)) return `The company id "${companyId}" is reserved by the web app.`;
  return null;
}

async function freeCompanyCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = String(randomInt(100000, 1000000));
    if (!(await findCompanyByCode(db, code))) return code;
  }
  throw new ProvisionError('Could not find a free company code; pass one with --code.');
}

/**
 * Creates a company and its first operator in one transaction, after checking everything the
 * contract validates (company id, operator id, name and the company's password policy).
 */
export async function createCompanyWithOperator(db: Db, input: NewCompany): Promise<{ company: CompanyRow; operator: UserRow }> {
  const problem = validateCompanyId(input.companyId);
  if (problem) throw new ProvisionError(problem);
  const policy = readCompanyConfig(input.config).passwordPolicy;
  const checks = [
    ['operator id', userIdSchema.safeParse(input.operator.userId)],
    ['operator name', userNameSchema.safeParse(input.operator.userName ?? 'Operator')],
    [`operator password (${policy} policy)`, passwordSchema(policy).safeParse(input.operator.password)],
  ] as const;
  for (const [what, result] of checks) {
    if (!result.success) throw new ProvisionError(`Invalid ${what}: ${result.error.issues.map((i) => i.message).join(' ')}`);
  }
  if (await findCompanyById(db, input.companyId)) throw new ProvisionError(`A company with id "${input.companyId}" already exists.`);
  if (input.companyCode && (await findCompanyByCode(db, input.companyCode))) {
    throw new ProvisionError(`A company with code "${input.companyCode}" already exists.`);
  }
  const companyCode = input.companyCode ?? (await freeCompanyCode(db));
  const passwordHash = await hashPassword(input.operator.password);
  return db.transaction(async (tx) => {
    const company = await insertCompany(tx, {
      companyId: input.companyId,
      companyCode,
      companyName: input.companyName,
      edition: input.edition ?? Edition.EDUCATION,
      configuration: writeConfigString(input.config),
      brandingText: input.brandingText ?? { title: input.companyName, description: '', keywords: '' },
      licenseTypeCd: input.licenseTypeCd ?? LicenseType.CONCURRENCY,
      licenseCount: input.licenseCount ?? 0,
      licenseExpireDate: input.licenseExpireDate ?? null,
    });
    const operator = await insertUser(tx, {
      companyIdx: company.companyIdx,
      userId: input.operator.userId,
      userName: input.operator.userName ?? 'Operator',
      passwordHash,
      userTypeCd: UserType.OPERATOR,
      userRoleCd: UserRole.OPER,
      accountOwnerTypeCd: LoginProvider.OWN,
      userStatusCd: UserStatus.USE,
      email: input.operator.email ?? null,
      phone: input.operator.phone ?? null,
    });
    return { company, operator };
  });
}
