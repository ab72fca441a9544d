import { z } from 'zod';
import { bodaSettingSchema, companySchema, configSchema } from './entities';
import { BrandingImage } from './branding';
import { defineCommand } from './define';

export * from './branding';

export const brandingTextSchema = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  images: z.array(z.enum(BrandingImage)),
});
export type BrandingText = z.infer<typeof brandingTextSchema>;

const companyRef = z
  .object({ companyId: z.string().min(1).optional(), companyCode: z.string().min(1).optional() })
  .refine((v) => v.companyId !== undefined || v.companyCode !== undefined, 'companyId or companyCode is required');

export const companyCommands = {
  'company.GET_ID_NORMAL': defineCommand({
    method: 'GET',
    path: '/open/company',
    command: 'GET_ID_NORMAL',
    encoding: 'query',
    resource: { name: 'company', kind: 'read' },
    access: 'public',
    input: companyRef,
    output: z.object({ result: companySchema }),
  }),
  'company.LIST_NORMAL': defineCommand({
    method: 'GET',
    path: '/open/company',
    command: 'LIST_NORMAL',
    encoding: 'query',
    resource: { name: 'company', kind: 'read' },
    access: 'public',
    input: z.object({ keyword: z.string().trim().max(50).optional() }),
    output: z.object({ resultList: z.array(companySchema) }),
  }),
  'company.loginInfo': defineCommand({
    method: 'GET',
    path: '/open/company/loginInfo',
    encoding: 'query',
    resource: { name: 'company', kind: 'read' },
    access: 'public',
    input: z.object({
      companyId: z.string().min(1).optional(),
      companyCode: z.string().min(1).optional(),
      language: z.string().optional(),
    }),
    output: z.object({
      result: z.object({
        company: companySchema,
        cfg: configSchema,
        bodaSetting: bodaSettingSchema,
        branding: brandingTextSchema,
        /** The OAuth login providers (Google 2, Apple 3) the company has configured: one button each. */
        oauthProviders: z.array(z.number().int()).optional(),
      }),
    }),
  }),
  'company.BRANDING_INFO': defineCommand({
    method: 'GET',
    path: '/open/company/branding',
    command: 'BRANDING_INFO',
    encoding: 'query',
    resource: { name: 'company', kind: 'read' },
    access: 'public',
    input: z.object({ companyId: z.string().min(1) }),
    output: z.object({ result: brandingTextSchema }),
  }),
} as const;
