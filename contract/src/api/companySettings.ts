import { z } from 'zod';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../config';
import { AppType, ClientOs, LoginDisplay, PasswordPolicy, USER_TYPE_CODES, UserType, type UserTypeCd } from '../enums';
import { Permission } from '../permissions';
import { BrandingImage } from './branding';
import type { SignedInAccess } from './access';
import { defineCommand } from './define';
import { defineDownload } from './download';
import { INSTALLER_RULES, installerFileSchema } from './installer';
import { pageSchema, pagingInput } from './params';
import type { FileRules } from '../uploads';

/*
 * /boda/company/setting: the company configuration (foundation.md 3) for operators. The spec leaves
 * how it is changed unshown; these commands read it as typed fields and change it key by key, each
 * change audited. A change bumps the configuration version, so every other session gets the 402 reset.
 */

/** Operators and administrators, in the manage area (WB-403-001 for everyone else). */
export const COMPANY_SETTINGS_ACCESS = {
  area: 'manage',
  permissions: [Permission.MANAGE_ACCESS],
  roles: [UserType.SUPER_ADMIN, UserType.ADMIN, UserType.OPERATOR],
} as const satisfies SignedInAccess;

/** WEB_FUNC_USE positions an operator may set (FuncFlag names 1-6; the rest are kept for later functions). */
export const FUNC_FLAG_COUNT = 16;
export const HELP_SITE_MAX = 500;
export const BRANDING_TEXT_MAX = 200;
/** Every bit of an unsigned 32-bit mask. */
const MASK_MAX = 2 ** 32 - 1;

/** The user types a permission mask can be configured for (super admin and guest have none). */
export const CONFIGURABLE_USER_TYPES: readonly UserTypeCd[] = USER_TYPE_CODES.filter(
  (type) => type !== UserType.SUPER_ADMIN && type !== UserType.GUEST,
);

const httpUrl = z
  .string()
  .trim()
  .max(HELP_SITE_MAX)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'must be an http or https address');

export const userTypeAuthEntrySchema = z.object({
  userTypeCd: z
    .number()
    .int()
    .refine((type) => CONFIGURABLE_USER_TYPES.includes(type as UserTypeCd), 'unknown user type'),
  mask: z.number().int().min(0).max(MASK_MAX),
});

const retentionMonths = z.number().int().min(RETENTION_MONTHS_MIN).max(RETENTION_MONTHS_MAX);
const brandingTextField = z.string().max(BRANDING_TEXT_MAX);

/** The editable settings, one field per configuration key. */
export const companySettingsSchema = z.object({
  emergencyMode: z.boolean(),
  /** Index 0 is WEB_FUNC_USE position 1 (FuncFlag). */
  funcUse: z.array(z.boolean()).max(FUNC_FLAG_COUNT),
  roomCategoryInstant: z.boolean(),
  roomCategoryTask: z.boolean(),
  /** null: the product FAQ is the help link. */
  helpSite: httpUrl.nullable(),
  clientSetting: z.union([z.literal(AppType.APP), z.literal(AppType.WEB), z.literal(AppType.BOTH)]),
  /** Ascending by user type, each type once. */
  userTypeAuth: z
    .array(userTypeAuthEntrySchema)
    .max(CONFIGURABLE_USER_TYPES.length)
    .refine((list) => new Set(list.map((e) => e.userTypeCd)).size === list.length, 'each user type once'),
  loginDisplay: z.enum(LoginDisplay),
  passwordPolicy: z.enum(PasswordPolicy),
  brandingText: z.object({ title: brandingTextField, description: brandingTextField, keywords: brandingTextField }),
  retention: z.object({ logMonths: retentionMonths, recordMonths: retentionMonths }),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export type CompanySettingKey = keyof CompanySettings;
export const COMPANY_SETTING_KEYS = Object.keys(companySettingsSchema.shape) as CompanySettingKey[];

/** A change: any subset of the keys, each complete (a nested key is replaced as a whole). Unknown keys are refused. */
export const companySettingsPatchSchema = companySettingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');
export type CompanySettingsPatch = z.infer<typeof companySettingsPatchSchema>;

/**
 * Branding images (BRANDING_WEB_IMG): one png or jpeg per kind, at most 5 MB. The server re-encodes
 * it (so it serves only bytes it made) and keeps the longer side at most BRANDING_IMAGE_PX. SVG is
 * refused: a script-free SVG cannot be told apart from a hostile one without a sanitizer on the server.
 */
export const BRANDING_IMAGE_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 1,
  maxBytes: 5 * 1024 * 1024,
  extensions: ['png', 'jpg', 'jpeg'],
  refuse: ['jfif', 'svg'],
});
export const BRANDING_IMAGE_PX = 2560;

/** The company manual (WEB_FILE_MANUAL): one PDF of at most 50 MB, served at GET /open/app/manual. */
export const MANUAL_RULES: Readonly<FileRules> = Object.freeze({
  maxFiles: 1,
  maxBytes: 50 * 1024 * 1024,
  extensions: ['pdf'],
  refuse: ['jfif'],
});

export const brandingImageInfoSchema = z.object({
  kind: z.enum(BrandingImage),
  mime: z.string(),
  size: z.number().int(),
  /** Changes with every upload: a preview adds it to the address so a replaced image shows at once. */
  modDatetime: z.string(),
});
export type BrandingImageInfo = z.infer<typeof brandingImageInfoSchema>;

export const manualFileSchema = z.object({ fileName: z.string(), size: z.number().int(), modDatetime: z.string() });
export type ManualFile = z.infer<typeof manualFileSchema>;

export const companySettingsViewSchema = z.object({
  settings: companySettingsSchema,
  configVersion: z.number().int(),
  /** Branding images the company has uploaded (shown through brandingImagePath). */
  brandingImages: z.array(z.enum(BrandingImage)),
  /** The same images with their type, size and time, in BrandingImage order. */
  brandingImageFiles: z.array(brandingImageInfoSchema),
  /** The company's own manual; null: /open/app/manual serves the product's. */
  manual: manualFileSchema.nullable(),
  /** The class client installers the company uploaded, in ClientOs order (none: no Install unless CLASS_CLIENT_DOWNLOAD_URL). */
  installers: z.array(installerFileSchema),
});
export type CompanySettingsView = z.infer<typeof companySettingsViewSchema>;

export const companySettingAuditSchema = z.object({
  auditIdx: z.number().int(),
  key: z.string(),
  /** The key's value before and after, as JSON values of the settings fields. */
  before: z.unknown(),
  after: z.unknown(),
  regUserIdx: z.number().int().nullable(),
  regUserName: z.string(),
  regDatetime: z.string(),
});
export type CompanySettingAudit = z.infer<typeof companySettingAuditSchema>;

export const companySettingsCommands = {
  'companySettings.VIEW': defineCommand({
    method: 'GET',
    path: '/boda/company/setting',
    command: 'VIEW',
    encoding: 'query',
    resource: { name: 'companySettings', kind: 'read' },
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({}),
    output: z.object({ result: companySettingsViewSchema }),
  }),
  /**
   * Changes the given keys (WB-400-212 with the field for a bad value), records one audit row per
   * changed key and bumps the configuration version: every session, the caller's too, then gets a
   * 402 and reloads. Unchanged keys are neither written nor audited.
   */
  'companySettings.MOD': defineCommand({
    method: 'POST',
    path: '/boda/company/setting',
    command: 'MOD',
    encoding: 'json',
    resource: { name: 'companySettings', kind: 'change' },
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({ settings: companySettingsPatchSchema }),
    output: z.object({ result: companySettingsViewSchema, changedKeys: z.array(z.string()) }),
  }),
  /** Newest first; `key` narrows to one setting. */
  'companySettings.AUDIT_LIST': defineCommand({
    method: 'GET',
    path: '/boda/company/setting',
    command: 'AUDIT_LIST',
    encoding: 'query',
    resource: { name: 'companySettings', kind: 'read' },
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({
      ...pagingInput(10, 50),
      key: z.enum(COMPANY_SETTING_KEYS as [CompanySettingKey, ...CompanySettingKey[]]).optional(),
    }),
    output: z.object({ resultPage: pageSchema(companySettingAuditSchema) }),
  }),
  /** Uploads or replaces one branding image (BRANDING_IMAGE_RULES); audited as `brandingImage.<kind>`. */
  'companySettings.BRANDING_IMAGE_UPLOAD': defineCommand({
    method: 'POST',
    path: '/boda/company/setting/file',
    command: 'BRANDING_IMAGE_UPLOAD',
    encoding: 'multipart',
    resource: { name: 'companySettings', kind: 'change', alsoChanges: ['company'] },
    access: COMPANY_SETTINGS_ACCESS,
    files: { field: 'uploadFile', rules: BRANDING_IMAGE_RULES },
    input: z.object({ kind: z.enum(BrandingImage), uploadFile: z.unknown().optional() }),
    output: z.object({ result: companySettingsViewSchema }),
  }),
  /** Removes one branding image (the product's look returns); removing none is not an error. */
  'companySettings.BRANDING_IMAGE_REMOVE': defineCommand({
    method: 'POST',
    path: '/boda/company/setting/file',
    command: 'BRANDING_IMAGE_REMOVE',
    encoding: 'json',
    resource: { name: 'companySettings', kind: 'change', alsoChanges: ['company'] },
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({ kind: z.enum(BrandingImage) }),
    output: z.object({ result: companySettingsViewSchema }),
  }),
  /** Uploads or replaces the company manual (MANUAL_RULES, a real PDF); audited as `manualFile`. */
  'companySettings.MANUAL_UPLOAD': defineCommand({
    method: 'POST',
    path: '/boda/company/setting/file',
    command: 'MANUAL_UPLOAD',
    encoding: 'multipart',
    resource: { name: 'companySettings', kind: 'change', alsoChanges: ['company'] },
    access: COMPANY_SETTINGS_ACCESS,
    files: { field: 'uploadFile', rules: MANUAL_RULES },
    input: z.object({ uploadFile: z.unknown().optional() }),
    output: z.object({ result: companySettingsViewSchema }),
  }),
  /** Removes the company manual: /open/app/manual serves the product's again. */
  'companySettings.MANUAL_REMOVE': defineCommand({
    method: 'POST',
    path: '/boda/company/setting/file',
    command: 'MANUAL_REMOVE',
    encoding: 'json',
    resource: { name: 'companySettings', kind: 'change', alsoChanges: ['company'] },
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({}),
    output: z.object({ result: companySettingsViewSchema }),
  }),
  /**
   * Uploads or replaces the class client installer for one OS (INSTALLER_RULES; the file's format must
   * be one of that OS's, else WB-400-403); audited as `installer.<os>`.
   */
  'companySettings.INSTALLER_UPLOAD': defineCommand({
    method: 'POST',
    path: '/boda/company/setting/file',
    command: 'INSTALLER_UPLOAD',
    encoding: 'multipart',
    resource: { name: 'companySettings', kind: 'change' },
    access: COMPANY_SETTINGS_ACCESS,
    files: { field: 'uploadFile', rules: INSTALLER_RULES },
    input: z.object({ os: z.enum(ClientOs), uploadFile: z.unknown().optional() }),
    output: z.object({ result: companySettingsViewSchema }),
  }),
  /** Removes one OS's installer; removing none is not an error. */
  'companySettings.INSTALLER_REMOVE': defineCommand({
    method: 'POST',
    path: '/boda/company/setting/file',
    command: 'INSTALLER_REMOVE',
    encoding: 'json',
    resource: { name: 'companySettings', kind: 'change' },
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({ os: z.enum(ClientOs) }),
    output: z.object({ result: companySettingsViewSchema }),
  }),
} as const;

/**
 * GET /open/app/manual (foundation 3): the manual of `companyId`'s company, or the product's when it
 * has none (or no company is named). Public: the login page links it before anyone signs in.
 */
export function manualPath(companyId: string): string {
  return `/open/app/manual?companyId=${encodeURIComponent(companyId)}`;
}

export const companySettingsDownloads = {
  'app.MANUAL': defineDownload({
    method: 'GET',
    path: '/open/app/manual',
    // The spec's address has no command: the path alone names it.
    command: '',
    resource: { name: 'app', kind: 'read' },
    access: 'public',
    input: z.object({ companyId: z.string().trim().max(100).optional() }),
  }),
  /**
   * GET /open/app/installer: the class client installer `companyId`'s company uploaded for `os`, as an
   * attachment (WB-404-102 when it has none). Public: a guest joining by invite has no session.
   */
  'app.INSTALLER': defineDownload({
    method: 'GET',
    path: '/open/app/installer',
    command: '',
    resource: { name: 'app', kind: 'read' },
    access: 'public',
    input: z.object({ companyId: z.string().trim().min(1).max(100), os: z.enum(ClientOs) }),
  }),
} as const;
