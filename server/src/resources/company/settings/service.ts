import {
  BrandingImage,
  type CommandData,
  type CommandParsedInput,
  type CompanySettingKey,
  type CompanySettings,
  type CompanySettingsPatch,
  type CompanySettingsView,
  CONFIGURABLE_USER_TYPES,
  ErrorCode,
  FUNC_FLAG_COUNT,
  hasPermission,
  Permission,
  toPage,
  type UserTypeCd,
  VALIDATION_MESSAGES,
  type ValidationKey,
} from '@boda/contract';
import {
  type CompanyConfig,
  parseConfigString,
  permissionMaskOf,
  readCompanyConfig,
  writeCompanyConfig,
  writeConfigString,
} from '@boda/contract/config';
import type { CompanyRow } from '../../../db/schema';
import { AppError, fieldErrors } from '../../../errors';
import type { SignedInContext } from '../../../http/context';
import { brandingImageInfos, findCompanyFile } from '../repository';
import { installerFiles } from './installer';
import { MANUAL_KIND } from './manual';
import * as repo from './repository';

/*
 * The company settings screen's commands. Access (operators in the manage area) is declared on the
 * commands; the company is always the caller's own. The stored form stays the configuration string
 * of the contract's codec: a change is decoded, applied, encoded and read back before it is stored.
 */

function isConfigurable(type: number): boolean {
  return CONFIGURABLE_USER_TYPES.includes(type as UserTypeCd);
}

/** The typed settings of a company row. */
export function settingsOf(company: CompanyRow, config: CompanyConfig): CompanySettings {
  return {
    emergencyMode: config.emergencyMode,
    funcUse: config.funcUse.slice(0, FUNC_FLAG_COUNT),
    roomCategoryInstant: config.roomCategoryInstant,
    roomCategoryTask: config.roomCategoryTask,
    helpSite: config.helpSite,
    clientSetting: config.clientSetting,
    userTypeAuth: Object.entries(config.userTypeAuth)
      .map(([type, mask]) => ({ userTypeCd: Number(type), mask }))
      .filter((entry) => isConfigurable(entry.userTypeCd))
      .sort((a, b) => a.userTypeCd - b.userTypeCd),
    loginDisplay: config.loginDisplay,
    passwordPolicy: config.passwordPolicy,
    // The login page shows the column; the configuration key carries the same texts.
    brandingText: { ...company.brandingText },
    retention: { ...config.retention },
  };
}

/** The configuration with a change applied; what the settings screen cannot show (long flag lists, other user types) is kept. */
function applyPatch(config: CompanyConfig, patch: CompanySettingsPatch): CompanyConfig {
  const next: CompanyConfig = structuredClone(config);
  if (patch.emergencyMode !== undefined) next.emergencyMode = patch.emergencyMode;
  if (patch.funcUse !== undefined) next.funcUse = [...patch.funcUse, ...config.funcUse.slice(FUNC_FLAG_COUNT)];
  if (patch.roomCategoryInstant !== undefined) next.roomCategoryInstant = patch.roomCategoryInstant;
  if (patch.roomCategoryTask !== undefined) next.roomCategoryTask = patch.roomCategoryTask;
  if (patch.helpSite !== undefined) next.helpSite = patch.helpSite;
  if (patch.clientSetting !== undefined) next.clientSetting = patch.clientSetting;
  if (patch.userTypeAuth !== undefined) {
    const kept = Object.entries(config.userTypeAuth).filter(([type]) => !isConfigurable(Number(type)));
    next.userTypeAuth = Object.fromEntries([...kept, ...patch.userTypeAuth.map((e) => [String(e.userTypeCd), e.mask] as const)]);
  }
  if (patch.loginDisplay !== undefined) next.loginDisplay = patch.loginDisplay;
  if (patch.passwordPolicy !== undefined) next.passwordPolicy = patch.passwordPolicy;
  if (patch.brandingText !== undefined) next.brandingText = { ...patch.brandingText };
  if (patch.retention !== undefined) next.retention = { ...patch.retention };
  return next;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A refusal with its validation key (translated in the renderer) and the English text. */
const issueOf = (key: ValidationKey) => ({ message: VALIDATION_MESSAGES[key], key });

/**
 * Refusals the field schemas cannot see: the caller's own type must keep manage access (else the
 * change would lock every operator out), and every changed key must read back from the encoded
 * configuration exactly as given.
 */
function checkChange(
  ctx: SignedInContext,
  company: CompanyRow,
  patch: CompanySettingsPatch,
  configuration: string,
  next: CompanyConfig,
): void {
  const issues: Array<[string, { message: string; key: string }]> = [];
  if (patch.userTypeAuth !== undefined && !hasPermission(permissionMaskOf(next, ctx.auth.userTypeCd), Permission.MANAGE_ACCESS)) {
    issues.push(['settings.userTypeAuth', issueOf('settings.selfLockout')]);
  }
  const readBack = settingsOf({ ...company, brandingText: next.brandingText }, readCompanyConfig(parseConfigString(configuration)));
  for (const key of Object.keys(patch) as CompanySettingKey[]) {
    if (!same(readBack[key], patch[key])) {
      issues.push([`settings.${key}`, issueOf('settings.notStorable')]);
    }
  }
  if (issues.length > 0) throw fieldErrors(issues);
}

export async function viewOf(ctx: SignedInContext, company: CompanyRow, config: CompanyConfig): Promise<CompanySettingsView> {
  const [images, manual, installers] = await Promise.all([
    brandingImageInfos(ctx.db, company.companyIdx),
    findCompanyFile(ctx.db, company.companyIdx, MANUAL_KIND),
    installerFiles(ctx.db, company.companyIdx),
  ]);
  const byKind = new Map(images.map((i) => [i.kind, i]));
  const files = BrandingImage.flatMap((kind) => {
    const found = byKind.get(kind);
    return found ? [{ kind, mime: found.mime, size: found.size, modDatetime: found.modDatetime.toISOString() }] : [];
  });
  return {
    settings: settingsOf(company, config),
    configVersion: company.configVersion,
    brandingImages: files.map((f) => f.kind),
    brandingImageFiles: files,
    manual: manual ? { fileName: manual.fileName, size: manual.size, modDatetime: manual.modDatetime.toISOString() } : null,
    installers,
  };
}

export async function viewSettings(
  _input: CommandParsedInput<'companySettings.VIEW'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.VIEW'>> {
  return { result: await viewOf(ctx, ctx.company, ctx.config) };
}

export async function modifySettings(
  input: CommandParsedInput<'companySettings.MOD'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.MOD'>> {
  const patch = input.settings;
  const outcome = await ctx.db.transaction(async (tx) => {
    const company = await repo.lockCompany(tx, ctx.auth.companyIdx);
    if (!company) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
    // Another change landed after this session read the settings: reload first (the 402 reset).
    if (company.configVersion !== ctx.auth.configVersion) throw new AppError(ErrorCode.CONFIG_CHANGED);
    const raw = parseConfigString(company.configuration);
    const config = readCompanyConfig(raw);
    const before = settingsOf(company, config);
    const next = applyPatch(config, patch);
    // Known keys are rewritten; keys this codec does not know (hand-written ones) stay as they were.
    const configuration = writeConfigString({ ...raw, ...writeCompanyConfig(next) });
    checkChange(ctx, company, patch, configuration, next);
    const after = settingsOf({ ...company, brandingText: next.brandingText }, next);
    const changed = (Object.keys(patch) as CompanySettingKey[]).filter((key) => !same(before[key], after[key]));
    if (changed.length === 0) return { company, config, changed };
    const updated = await repo.writeSettings(tx, company.companyIdx, configuration, next.brandingText);
    if (!updated) throw new AppError(ErrorCode.COMPANY_NOT_FOUND);
    await repo.insertAudits(
      tx,
      company.companyIdx,
      { userIdx: ctx.auth.userIdx, userName: ctx.user.userName },
      changed.map((key) => ({ key, before: before[key], after: after[key] })),
    );
    return { company: updated, config: readCompanyConfig(parseConfigString(updated.configuration)), changed };
  });
  ctx.log.info({ companyIdx: ctx.auth.companyIdx, changed: outcome.changed }, 'company settings changed');
  return { result: await viewOf(ctx, outcome.company, outcome.config), changedKeys: outcome.changed };
}

export async function listAudits(
  input: CommandParsedInput<'companySettings.AUDIT_LIST'>,
  ctx: SignedInContext,
): Promise<CommandData<'companySettings.AUDIT_LIST'>> {
  const { rows, total } = await repo.listAudits(ctx.db, ctx.auth.companyIdx, {
    key: input.key,
    offset: (input.page - 1) * input.size,
    limit: input.size,
  });
  const content = rows.map((row) => ({
    auditIdx: row.auditIdx,
    key: row.key,
    before: row.before,
    after: row.after,
    regUserIdx: row.regUserIdx,
    regUserName: row.regUserName,
    regDatetime: row.regDatetime.toISOString(),
  }));
  return { resultPage: toPage(content, input.page, input.size, total) };
}
