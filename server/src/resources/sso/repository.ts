import { and, eq, gt, isNull, lt, or, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  type IdentityProviderRow,
  identityProviders,
  type LinkedAccountRow,
  linkedAccounts,
  type NewIdentityProviderRow,
  type OneTimeTokenRow,
  oneTimeTokens,
  sessions,
  signInEvents,
} from '../../db/schema';

export async function findProvider(db: Db, companyIdx: number, providerCd: number): Promise<IdentityProviderRow | null> {
  const rows = await db
    .select()
    .from(identityProviders)
    .where(
      and(eq(identityProviders.companyIdx, companyIdx), eq(identityProviders.providerCd, providerCd), eq(identityProviders.enabled, true)),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The enabled providers of one kind in every company: an entry page without a company uses the only one. */
export async function findProvidersAcrossCompanies(db: Db, providerCd: number): Promise<IdentityProviderRow[]> {
  return db
    .select()
    .from(identityProviders)
    .where(and(eq(identityProviders.providerCd, providerCd), eq(identityProviders.enabled, true)))
    .limit(2);
}

export async function findProviderById(db: Db, id: number): Promise<IdentityProviderRow | null> {
  const rows = await db.select().from(identityProviders).where(eq(identityProviders.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The CLI's upsert: one provider of each kind per company. */
export async function upsertProvider(db: Db, row: NewIdentityProviderRow): Promise<IdentityProviderRow> {
  const { companyIdx: _c, providerCd: _p, ...changes } = row;
  const [saved] = await db
    .insert(identityProviders)
    .values(row)
    .onConflictDoUpdate({
      target: [identityProviders.companyIdx, identityProviders.providerCd],
      set: { ...changes, modDatetime: new Date() },
    })
    .returning();
  if (!saved) throw new Error('upsert into identity_providers returned no row');
  return saved;
}

export async function findLinkedAccount(db: Db, providerId: number, subject: string): Promise<LinkedAccountRow | null> {
  const rows = await db
    .select()
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.providerId, providerId), eq(linkedAccounts.subject, subject)))
    .limit(1);
  return rows[0] ?? null;
}

/** Links a subject to a user; when two first sign-ins race, the one link that won is answered. */
export async function linkAccount(
  db: Db,
  row: { providerId: number; subject: string; userIdx: number },
  at: Date,
): Promise<LinkedAccountRow> {
  await db
    .insert(linkedAccounts)
    .values({ ...row, lastSignInAt: at })
    .onConflictDoNothing({ target: [linkedAccounts.providerId, linkedAccounts.subject] });
  const linked = await findLinkedAccount(db, row.providerId, row.subject);
  if (!linked) throw new Error('linked account vanished');
  return linked;
}

export async function touchLinkedAccount(db: Db, id: number, at: Date): Promise<void> {
  await db.update(linkedAccounts).set({ lastSignInAt: at }).where(eq(linkedAccounts.id, id));
}

export async function insertOneTimeToken(
  db: Db,
  row: Pick<OneTimeTokenRow, 'audience' | 'tokenHash' | 'companyIdx' | 'userIdx' | 'payload' | 'expiresAt'>,
): Promise<void> {
  await db.insert(oneTimeTokens).values(row);
}

/**
 * Uses a token: the one update that sets consumedAt while it is null, not expired and for this
 * audience. Of two racing uses exactly one gets the row; a token for another audience stays unused.
 * `inOpenSession`: the token also needs the session that issued it (payload.sessionId) still open.
 */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  audience: string,
  now: Date,
  inOpenSession = false,
): Promise<OneTimeTokenRow | null> {
  const sessionOpen = sql`exists (select 1 from ${sessions} where ${sessions.sessionId} = ${oneTimeTokens.payload}->>'sessionId'
    and ${sessions.userIdx} = ${oneTimeTokens.userIdx} and ${sessions.revokedAt} is null)`;
  const rows = await db
    .update(oneTimeTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.audience, audience),
        isNull(oneTimeTokens.consumedAt),
        gt(oneTimeTokens.expiresAt, now),
        inOpenSession ? sessionOpen : undefined,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Housekeeping: used or expired tokens are of no further use. */
export async function sweepOneTimeTokens(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.consumedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

export async function insertSignInEvent(db: Db, row: typeof signInEvents.$inferInsert): Promise<void> {
  await db.insert(signInEvents).values(row);
}
