import { ErrorCode } from '@boda/contract';
import type { CompanyConfig } from '@boda/contract/config';
import type { CompanyRow } from '../../db/schema';
import type { AuthInfo, RequestContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { findCompanyByIdx } from '../company/repository';

/** The caller's company with its parsed configuration (cached per configuration version). */
export async function companyOf(ctx: RequestContext, me: Pick<AuthInfo, 'companyIdx'>): Promise<{ company: CompanyRow; config: CompanyConfig }> {
  const company = await findCompanyByIdx(ctx.db, me.companyIdx);
  if (!company) throw new AppError(ErrorCode.UNAUTHORIZED);
  return { company, config: configOf(ctx, company) };
}

export function configOf(ctx: RequestContext, company: CompanyRow): CompanyConfig {
  return ctx.runtime.configs.get(company.companyIdx, company.configVersion, company.configuration).config;
}
