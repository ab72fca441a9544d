import { readFileSync } from 'node:fs';
import { LoginProvider } from '@boda/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { IdentityProviderRow } from '../../db/schema';
import { findCompanyById } from '../company';
import { upsertProvider } from './repository';

/*
 * Providers come from configuration, never from a request: the CLI (`sso-provider`) or a JSON file
 * named by SSO_PROVIDERS_FILE that the server applies at start. README "Partner sign-in" documents it.
 */

export const PROVIDER_NAMES = {
  google: LoginProvider.GOOGLE,
  apple: LoginProvider.APPLE,
  gne: LoginProvider.SSO_GNE,
  dachaeum: LoginProvider.SSO_DACHAEUM,
} as const;
export type ProviderName = keyof typeof PROVIDER_NAMES;

export const providerSpecSchema = z
  .object({
    company: z.string().min(1),
    provider: z.enum(Object.keys(PROVIDER_NAMES) as [ProviderName, ...ProviderName[]]),
    issuer: z.string().url(),
    clientId: z.string().min(1).max(255),
    clientSecret: z.string().min(1).optional(),
    /** The secret's environment variable, so the file itself holds none. */
    clientSecretEnv: z.string().min(1).optional(),
    scopes: z.string().min(1).default('openid profile'),
    linkClaim: z.string().min(1).max(64).nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .strict()
  .refine((s) => s.scopes.split(/\s+/).includes('openid'), { message: 'scopes must include openid' })
  .refine((s) => new URL(s.issuer).protocol === 'https:' || ['127.0.0.1', 'localhost'].includes(new URL(s.issuer).hostname), {
    message: 'the issuer must use https (http only on this machine)',
  });
export type ProviderSpec = z.input<typeof providerSpecSchema>;

export class ProviderConfigError extends Error {}

export async function applyProvider(db: Db, input: ProviderSpec, env: NodeJS.ProcessEnv): Promise<IdentityProviderRow> {
  const parsed = providerSpecSchema.safeParse(input);
  if (!parsed.success) {
    throw new ProviderConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'provider'}: ${i.message}`).join('; '));
  }
  const spec = parsed.data;
  const company = await findCompanyById(db, spec.company);
  if (!company) throw new ProviderConfigError(`No company with id "${spec.company}".`);
  const secret = spec.clientSecret ?? (spec.clientSecretEnv ? env[spec.clientSecretEnv] : undefined);
  if (spec.clientSecretEnv && !secret) throw new ProviderConfigError(`The environment variable ${spec.clientSecretEnv} is not set.`);
  return upsertProvider(db, {
    companyIdx: company.companyIdx,
    providerCd: PROVIDER_NAMES[spec.provider],
    issuer: spec.issuer,
    clientId: spec.clientId,
    clientSecret: secret ?? null,
    scopes: spec.scopes,
    linkClaim: spec.linkClaim,
    enabled: spec.enabled,
  });
}

/** Reads a providers file (a JSON array of provider entries) and applies every entry. */
export async function applyProvidersFile(db: Db, path: string, env: NodeJS.ProcessEnv): Promise<IdentityProviderRow[]> {
  let entries: unknown;
  try {
    entries = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ProviderConfigError(`Cannot read ${path}: ${(err as Error).message}`);
  }
  if (!Array.isArray(entries)) throw new ProviderConfigError(`${path} must hold a JSON array of providers.`);
  const saved: IdentityProviderRow[] = [];
  for (const entry of entries) saved.push(await applyProvider(db, entry as ProviderSpec, env));
  return saved;
}
