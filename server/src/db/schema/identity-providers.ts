import { boolean, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { companies } from './companies';

/*
 * OpenID Connect providers a company signs in through (partner SSO 4 and 5, Google 2, Apple 3).
 * Configured by the CLI (`npm run cli -- sso-provider ...`), never by a request.
 */
export const identityProviders = pgTable(
  'identity_providers',
  {
    id: serial('id').primaryKey(),
    companyIdx: integer('company_idx')
      .notNull()
      .references(() => companies.companyIdx, { onDelete: 'cascade' }),
    /** LoginProvider code: 2 Google, 3 Apple, 4 GNE, 5 Dachaeum. One provider of each kind per company. */
    providerCd: integer('provider_cd').notNull(),
    /** The issuer URL; its /.well-known/openid-configuration is discovered. */
    issuer: text('issuer').notNull(),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    /** Null for public clients (PKCE only). */
    clientSecret: text('client_secret'),
    scopes: varchar('scopes', { length: 255 }).notNull().default('openid profile'),
    /**
     * The claim whose value is an existing user's login id in this company: how a first sign-in
     * finds its user. Null: only accounts linked beforehand sign in.
     */
    linkClaim: varchar('link_claim', { length: 64 }),
    enabled: boolean('enabled').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('identity_providers_company_provider').on(t.companyIdx, t.providerCd)],
);

export type IdentityProviderRow = typeof identityProviders.$inferSelect;
export type NewIdentityProviderRow = typeof identityProviders.$inferInsert;
