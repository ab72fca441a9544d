import { index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { identityProviders } from './identity-providers';
import { users } from './users';

/** A user's account at an identity provider, by the provider's stable subject. */
export const linkedAccounts = pgTable(
  'linked_accounts',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => identityProviders.id, { onDelete: 'cascade' }),
    subject: varchar('subject', { length: 255 }).notNull(),
    userIdx: integer('user_idx')
      .notNull()
      .references(() => users.userIdx, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSignInAt: at('last_sign_in_at'),
  },
  (t) => [uniqueIndex('linked_accounts_provider_subject').on(t.providerId, t.subject), index('linked_accounts_user').on(t.userIdx)],
);

/** Every sign-in that did not use the password form, by provider (the audit trail of issue 17). */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: serial('id').primaryKey(),
    companyIdx: integer('company_idx'),
    userIdx: integer('user_idx'),
    /** LoginProvider code, or 0 for handovers (app, auto, link exchange). */
    providerCd: integer('provider_cd').notNull(),
    /** SIGN_IN_GNE, SIGN_IN_APP, TOKEN_EXCHANGE, ... */
    method: varchar('method', { length: 32 }).notNull(),
    /** null on success, else the WB code it was refused with. */
    errorCode: varchar('error_code', { length: 16 }),
    ip: varchar('ip', { length: 64 }),
    detail: text('detail'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('sign_in_events_company').on(t.companyIdx, t.createdAt)],
);

export type LinkedAccountRow = typeof linkedAccounts.$inferSelect;
