import {
  OAUTH_PROVIDERS,
  type BodaSetting,
  type BrandingImageKind,
  type BrandingText,
  BrandingImage,
  type Company,
  type CommandData,
  type CommandParsedInput,
  ErrorCode,
  type RawConfig,
} from '@boda/contract';
import { writeConfigString } from '@boda/contract/config';
import type { Db } from '../../db/client';
import { oneRow } from '../../db/sql';
import type { CompanyRow } from '../../db/schema';
import { fieldError, AppError } from '../../errors';
import type { OpenContext } from '../../http/context';
import { licenseUsageNow } from '../stats';
import * as repo from './repository';

/** Public searches never hand out the whole tenant list at once. */
const LIST_LIMIT = 50;

export function toCompanyDto(row: CompanyRow): Company {
  return {
    companyId: row.companyId,
    companyCode: row.companyCode,
    companyName: row.companyName,
    edition: row.edition,
    timeZone: row.timeZone,
  };
}

/** The license is valid through its expiry date (UTC calendar day). */
export function isLicenseExpired(company: Pick<CompanyRow, 'licenseExpireDate'>, now: Date): boolean {
  if (!company.licenseExpireDate) return false;
  return now.toISOString().slice(0, 10) > company.licenseExpireDate;
}

export async function bodaSettingOf(db: Db, company: CompanyRow, now: Date): Promise<BodaSetting> {
  const [row] = await db.select({ usage: licenseUsageNow(db, company, now) }).from(oneRow);
  return bodaSettingWith(company, now, row?.usage ?? 0);
}

/** The settings a sign-in hands out, with the license's usage read by the caller (in its own statement). */
export function bodaSettingWith(company: CompanyRow, now: Date, licenseUsage: number): BodaSetting {
  return {
    configVersion: company.configVersion,
    license: {
      licenseTypeCd: company.licenseTypeCd,
      licenseCount: company.licenseCount,
      licenseUsage,
      expireDate: company.licenseExpireDate,
    },
    serverTime: now.toISOString(),
  };
}

/** Company by id or code from an open call; unknown is WB-400-205 as the catalogue says. */
export async function resolveCompany(db: Db, ref: { companyId?: string; companyCode?: string }): Promise<CompanyRow> {
  if (ref.companyId === undefined && ref.companyCode === undefined) {
    throw fieldError('companyId', 'companyId or companyCode is required');
  }
  const company =
    ref.companyId !== undefined ? await repo.findCompanyById(db, ref.companyId) : await repo.findCompanyByCode(db, ref.companyCode ?? '');
  if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
  return company;
}

export async function getCompany(
  input: CommandParsedInput<'company.GET_ID_NORMAL'>,
  ctx: OpenContext,
): Promise<CommandData<'company.GET_ID_NORMAL'>> {
  return { result: toCompanyDto(await resolveCompany(ctx.db, input)) };
}

export async function listCompanies(
  input: CommandParsedInput<'company.LIST_NORMAL'>,
  ctx: OpenContext,
): Promise<CommandData<'company.LIST_NORMAL'>> {
  const rows = await repo.searchCompanies(ctx.db, input.keyword || undefined, LIST_LIMIT);
  return { resultList: rows.map(toCompanyDto) };
}

async function brandingOf(db: Db, company: CompanyRow): Promise<BrandingText> {
  const kinds = new Set(await repo.brandingImageKinds(db, company.companyIdx));
  return {
    title: company.brandingText.title,
    description: company.brandingText.description,
    keywords: company.brandingText.keywords,
    images: BrandingImage.filter((kind) => kinds.has(kind)),
  };
}

export async function loginInfo(
  input: CommandParsedInput<'company.loginInfo'>,
  ctx: OpenContext,
): Promise<CommandData<'company.loginInfo'>> {
  const company = await resolveCompany(ctx.db, input);
  const { raw } = ctx.runtime.configs.of(company);
  return {
    result: {
      company: toCompanyDto(company),
      cfg: raw,
      bodaSetting: await bodaSettingOf(ctx.db, company, ctx.runtime.clock()),
      branding: await brandingOf(ctx.db, company),
      oauthProviders: (await repo.listProviders(ctx.db, company.companyIdx))
        .filter((p) => p.enabled && (OAUTH_PROVIDERS as readonly number[]).includes(p.providerCd))
        .map((p) => p.providerCd),
    },
  };
}

export async function brandingInfo(
  input: CommandParsedInput<'company.BRANDING_INFO'>,
  ctx: OpenContext,
): Promise<CommandData<'company.BRANDING_INFO'>> {
  const company = await resolveCompany(ctx.db, input);
  return { result: await brandingOf(ctx.db, company) };
}

export async function brandingImage(
  db: Db,
  companyId: string,
  kind: BrandingImageKind,
): Promise<{ mime: string; bytes: Buffer; modDatetime: Date }> {
  const company = await resolveCompany(db, { companyId });
  const image = await repo.findBrandingImage(db, company.companyIdx, kind);
  if (!image || image.bytes.length === 0) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return image;
}

/**
 * Replaces a company's configuration. The version bump makes every token issued before it answer
 * 402, so clients reload the configuration (resetToken) before their next call.
 */
export async function updateCompanyConfiguration(db: Db, companyIdx: number, raw: RawConfig): Promise<CompanyRow> {
  const updated = await repo.updateConfiguration(db, companyIdx, writeConfigString(raw));
  if (!updated) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
  return updated;
}
