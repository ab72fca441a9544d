import { z } from 'zod';

/** Entities shared by several resources (foundation.md 3). */

export const companySchema = z.object({
  companyId: z.string(),
  companyCode: z.string(),
  companyName: z.string(),
  edition: z.string(),
  /**
   * The company's IANA time zone: the calendar of every day the app shows and filters by (contract
   * rules/localDays.ts). Optional only for profiles stored before it was sent.
   */
  timeZone: z.string().optional(),
});
export type Company = z.infer<typeof companySchema>;

export const licenseSchema = z.object({
  licenseTypeCd: z.number().int(),
  licenseCount: z.number().int(),
  licenseUsage: z.number().int(),
  expireDate: z.string().nullable(),
});
export type License = z.infer<typeof licenseSchema>;

export const userSchema = z.object({
  userIdx: z.number().int(),
  userId: z.string(),
  userName: z.string(),
  userTypeCd: z.number().int(),
  userRoleCd: z.enum(['USER', 'OPER']),
  accountOwnerTypeCd: z.number().int(),
  companyId: z.string(),
  companyCode: z.string(),
  language: z.string(),
  userStatusCd: z.number().int(),
  locked: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  groupIdx: z.number().int().nullable(),
  fileIdx: z.number().int().nullable(),
  regDatetime: z.string(),
  modDatetime: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** The company configuration as key -> raw value (lists and groups still in their delimited form). */
export const configSchema = z.record(z.string(), z.string());
export type RawConfig = z.infer<typeof configSchema>;

/** Settings that come with a session besides the configuration. */
export const bodaSettingSchema = z.object({
  configVersion: z.number().int(),
  license: licenseSchema,
  serverTime: z.string(),
});
export type BodaSetting = z.infer<typeof bodaSettingSchema>;

export const tokenSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  companyId: z.string(),
});
export type Token = z.infer<typeof tokenSchema>;
