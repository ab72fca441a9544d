import { z } from 'zod';
import { RETENTION_MONTHS_MAX, RETENTION_MONTHS_MIN } from '../config';
import { AppType, LoginDisplay, PasswordPolicy, USER_TYPE_CODES, UserType, type UserTypeCd } from '../enums';
import { Permission } from '../permissions';
import { BrandingImage } from './branding';
import type { SignedInAccess } from './access';
import { defineCommand } from './define';
import { pageSchema, pagingInput } from './params';

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

export const companySettingsViewSchema = z.object({
  settings: companySettingsSchema,
  configVersion: z.number().int(),
  /** Branding images the company has uploaded (shown through brandingImagePath). */
  brandingImages: z.array(z.enum(BrandingImage)),
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
    access: COMPANY_SETTINGS_ACCESS,
    input: z.object({
      ...pagingInput(10, 50),
      key: z.enum(COMPANY_SETTING_KEYS as [CompanySettingKey, ...CompanySettingKey[]]).optional(),
    }),
    output: z.object({ resultPage: pageSchema(companySettingAuditSchema) }),
  }),
} as const;
