import { parseArgs } from 'node:util';
import type { Database } from '../db/client';
import { findCompanyById, listProviders } from '../resources/company';
import { applyProvider, applyProvidersFile, PROVIDER_NAMES, ProviderConfigError, type ProviderName, redirectUriOf } from '../resources/sso';
import type { CliIo } from './run';

export const SSO_USAGE = `  npm run cli -- sso-provider --company <id> --provider gne|dachaeum|google|apple --issuer <url>
                 --client-id <id> [--client-secret <s>] [--scopes "openid profile"] [--link-claim <claim>] [--disable]
      (the secret may come from the SSO_CLIENT_SECRET environment variable instead)
  npm run cli -- sso-provider --file <providers.json>
  npm run cli -- sso-providers --company <id>`;

const nameOf = (cd: number) => (Object.entries(PROVIDER_NAMES).find(([, v]) => v === cd)?.[0] ?? String(cd)) as ProviderName;

/** Configures a company's OpenID Connect provider (or a file of them) and prints the redirect URI to register. */
export async function ssoProvider(args: string[], io: CliIo, withDatabase: (run: (db: Database) => Promise<number>) => Promise<number>) {
  const { values } = parseArgs({
    args,
    options: {
      company: { type: 'string' },
      provider: { type: 'string' },
      issuer: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      scopes: { type: 'string' },
      'link-claim': { type: 'string' },
      disable: { type: 'boolean' },
      file: { type: 'string' },
    },
    strict: true,
  });
  const origin = io.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080';
  return withDatabase(async ({ db }) => {
    try {
      const saved = values.file
        ? await applyProvidersFile(db, values.file, io.env)
        : [
            await applyProvider(
              db,
              {
                company: values.company ?? '',
                provider: values.provider as ProviderName,
                issuer: values.issuer ?? '',
                clientId: values['client-id'] ?? '',
                clientSecret: values['client-secret'] ?? io.env.SSO_CLIENT_SECRET,
                scopes: values.scopes,
                linkClaim: values['link-claim'] ?? null,
                enabled: !values.disable,
              },
              io.env,
            ),
          ];
      for (const row of saved) {
        const name = nameOf(row.providerCd);
        const flow = name === 'gne' || name === 'dachaeum' ? name : name === 'google' || name === 'apple' ? 'oauth' : null;
        const entry = flow ? ` Register the redirect URI ${redirectUriOf(origin, flow)}.` : '';
        io.out(`Saved provider ${name} (${row.enabled ? 'enabled' : 'disabled'}) for companyIdx ${row.companyIdx}: ${row.issuer}.${entry}`);
      }
      return 0;
    } catch (err) {
      if (err instanceof ProviderConfigError) {
        io.err(err.message);
        return 1;
      }
      throw err;
    }
  });
}

/** Lists a company's providers; secrets are never printed. */
export async function ssoProviders(args: string[], io: CliIo, withDatabase: (run: (db: Database) => Promise<number>) => Promise<number>) {
  const { values } = parseArgs({ args, options: { company: { type: 'string' } }, strict: true });
  return withDatabase(async ({ db }) => {
    const company = await findCompanyById(db, values.company ?? '');
    if (!company) {
      io.err(`No company with id "${values.company ?? ''}".`);
      return 1;
    }
    for (const row of await listProviders(db, company.companyIdx)) {
      io.out(
        `${nameOf(row.providerCd)}\t${row.enabled ? 'enabled' : 'disabled'}\t${row.issuer}\tclient ${row.clientId}\tsecret ${row.clientSecret ? 'set' : 'none'}\tlink claim ${row.linkClaim ?? '-'}`,
      );
    }
    return 0;
  });
}
