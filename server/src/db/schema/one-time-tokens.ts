import { index, integer, jsonb, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { companies } from './companies';
import { users } from './users';

/**
 * Short-lived single-use secrets: an SSO sign-in in progress (its state), a session handed to an
 * app or a browser, a one-time external link. Only the SHA-256 of the secret is stored; a row is
 * used by the update that sets consumedAt while it is still null, so of two racing uses one wins.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    /** 'sso_state', 'app', 'auto', 'exchange', 'deeplink': a token is accepted only where its audience is. */
    audience: varchar('audience', { length: 16 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    companyIdx: integer('company_idx').references(() => companies.companyIdx, { onDelete: 'cascade' }),
    userIdx: integer('user_idx').references(() => users.userIdx, { onDelete: 'cascade' }),
    /** What the use needs: PKCE verifier and nonce of a sign-in, the link of a deeplink. Never a token. */
    payload: jsonb('payload').$type<Record<string, string | number | null>>().notNull().default({}),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_expires').on(t.expiresAt)],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
