import type { CompanyConfig } from '@boda/contract/config';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { companies, type CompanyRow, messageReceivers, messages, sessions, users, type UserRow } from '../db/schema';

/** Who is calling, resolved from the access token and the database (never from the payload). */
export interface AuthInfo {
  userIdx: number;
  companyIdx: number;
  companyId: string;
  companyCode: string;
  userTypeCd: number;
  /** WEB_USER_TYPE_AUTH of the caller's type in their company, unsigned. */
  permissionMask: number;
  configVersion: number;
  /** The sign-in session of the access token (a password change keeps it, ending the others). */
  sessionId: string;
}

/** The signed-in user with their company and its parsed configuration, resolved once per request. */
export interface Principal {
  auth: AuthInfo;
  /** The caller's own row as read for this request. */
  user: UserRow;
  company: CompanyRow;
  config: CompanyConfig;
  /** Unread messages in the caller's inbox: only for commands registered to get it (PrincipalExtras). */
  unreadMessages?: number;
  /** The value of the command's `PrincipalExtras.joined` column, as the driver gave it; only when asked. */
  joined?: unknown;
}

/**
 * What a command may ask the dispatcher to read with the caller, in the same statement
 * (`registerCommands(..., { principalExtras })`): the new-message check, asked every minute by
 * every signed-in client, then costs no statement of its own.
 */
export interface PrincipalExtras {
  unreadMessages?: boolean;
  /** The command's own read (room LIST's page), so the request costs one statement, not two. */
  joined?: PrincipalJoin;
}

/**
 * One column read beside the caller. Its SQL may refer to the caller's row (`users`, `companies`:
 * the page of the caller's company) and to its own placeholders, whose values are `params`; it is
 * read before the caller is checked, and the dispatcher drops it with the request when the check fails.
 */
export interface PrincipalJoin {
  /** The prepared statement's name: one name, one column. */
  name: string;
  /** Built once per database and name. */
  column: (db: Db) => SQL;
  params: Record<string, unknown>;
}

export interface UserWithCompany {
  user: UserRow;
  company: CompanyRow;
}

/**
 * A user and their company by the global user index (from a token or a remember token). It crosses
 * companies on purpose: the company is what this lookup finds out.
 */
export async function findUserWithCompanyAcrossCompanies(db: Db, userIdx: number): Promise<UserWithCompany | null> {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(users.companyIdx, companies.companyIdx))
    .where(eq(users.userIdx, userIdx))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Unread messages of the user in the row: received, not removed, not read, sent in their company.
 * The one definition of the header's new-message count.
 */
const unreadMessagesOfUser = sql<number>`(select count(*)::int from ${messageReceivers}
  inner join ${messages} on ${eq(messages.messageIdx, messageReceivers.messageIdx)}
  where ${and(
    eq(messageReceivers.receiverIdx, users.userIdx),
    eq(messages.companyIdx, users.companyIdx),
    eq(messageReceivers.deleted, false),
    isNull(messageReceivers.readDatetime),
  )})`;

/**
 * Every authenticated request's lookup in one prepared statement: the user, their company, and
 * whether the token's session is still open (not revoked: logout, refresh-token reuse, a password
 * change), with the unread count and the command's joined column when asked. One round trip; the
 * SQL is built once per database and set of extras.
 */
const principalStatements = preparedPerDatabase((db: Db) => {
  const sessionOpen = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.sessionId} = ${sql.placeholder('sessionId')}
    and ${sessions.userIdx} = ${users.userIdx} and ${sessions.revokedAt} is null)`;
  const build = (name: string, extra: Record<string, SQL>) =>
    db
      .select({ user: users, company: companies, sessionOpen, ...extra })
      .from(users)
      .innerJoin(companies, eq(users.companyIdx, companies.companyIdx))
      .where(eq(users.userIdx, sql.placeholder('userIdx')))
      .limit(1)
      .prepare(name);
  const built = new Map<string, ReturnType<typeof build>>();
  return (extras: PrincipalExtras) => {
    const name = ['auth_principal', extras.unreadMessages ? 'unread' : '', extras.joined?.name ?? ''].filter(Boolean).join('_');
    let statement = built.get(name);
    if (!statement) {
      statement = build(name, {
        ...(extras.unreadMessages ? { unreadMessages: unreadMessagesOfUser } : {}),
        ...(extras.joined ? { joined: extras.joined.column(db) } : {}),
      });
      built.set(name, statement);
    }
    return statement;
  };
});

/** The caller of an access token: user and company (across companies, as above), the session's state, and the extras asked for. */
export async function findPrincipalAcrossCompanies(
  db: Db,
  userIdx: number,
  sessionId: string,
  extras: PrincipalExtras = {},
): Promise<(UserWithCompany & { sessionOpen: boolean; unreadMessages?: number; joined?: unknown }) | null> {
  const statement = principalStatements(db)(extras);
  const rows = (await statement.execute({ ...extras.joined?.params, userIdx, sessionId })) as Array<
    UserWithCompany & { sessionOpen: boolean; unreadMessages?: unknown; joined?: unknown }
  >;
  const row = rows[0];
  if (!row) return null;
  const { unreadMessages, ...rest } = row;
  return 'unreadMessages' in row ? { ...rest, unreadMessages: Number(unreadMessages) } : rest;
}
