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
  /** The command's own read (room LIST's room-list version), so the request costs one statement, not two. */
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
export const unreadMessagesOfUser = sql<number>`(select count(*)::int from ${messageReceivers}
  inner join ${messages} on ${eq(messages.messageIdx, messageReceivers.messageIdx)}
  where ${and(
    eq(messageReceivers.receiverIdx, users.userIdx),
    eq(messages.companyIdx, users.companyIdx),
    eq(messageReceivers.deleted, false),
    isNull(messageReceivers.readDatetime),
  )})`;

/**
 * Rows read on every request, kept per database and validated by PostgreSQL's row version (the
 * system column `xmin`, which every UPDATE of the row changes): the hot statement reads a few small
 * columns and the versions, and the full row is read again only when its version moved. So a
 * change made through any instance is seen on the next request, with nothing to invalidate.
 * Rows handed out are frozen: a handler that tried to change one would throw instead of
 * corrupting the next request's caller.
 */
class RowVersionCache<Row extends object> {
  private readonly rows = new Map<number, { version: string; row: Row }>();
  constructor(private readonly limit: number) {}
  get(key: number, version: string): Row | undefined {
    const hit = this.rows.get(key);
    return hit?.version === version ? hit.row : undefined;
  }
  set(key: number, version: string, row: Row): Row {
    const frozen = Object.freeze(row);
    this.rows.delete(key);
    this.rows.set(key, { version, row: frozen });
    if (this.rows.size > this.limit) this.rows.delete(this.rows.keys().next().value as number);
    return frozen;
  }
}

const userRowCache = preparedPerDatabase(() => new RowVersionCache<UserRow>(20_000));
const companyRowCache = preparedPerDatabase(() => new RowVersionCache<CompanyRow>(2_000));

/**
 * Every authenticated request's lookup in one prepared statement: the versions of the user's and
 * their company's rows, whether the token's session is still open (not revoked: logout,
 * refresh-token reuse, a password change), with the unread count and the command's joined column
 * when asked. One round trip when both rows are cached (the usual case); the SQL is built once per
 * database and set of extras.
 */
const principalStatements = preparedPerDatabase((db: Db) => {
  const sessionOpen = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.sessionId} = ${sql.placeholder('sessionId')}
    and ${sessions.userIdx} = ${users.userIdx} and ${sessions.revokedAt} is null)`;
  const versions = {
    companyIdx: users.companyIdx,
    userVersion: sql<string>`${users}.xmin::text`,
    companyVersion: sql<string>`${companies}.xmin::text`,
  };
  const build = (name: string, extra: Record<string, SQL>) =>
    db
      .select({ ...versions, sessionOpen, ...extra })
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

/** The full rows with their versions, when a cached one is missing or stale. */
const versionedRowsStatement = preparedPerDatabase((db: Db) =>
  db
    .select({
      user: users,
      company: companies,
      userVersion: sql<string>`${users}.xmin::text`,
      companyVersion: sql<string>`${companies}.xmin::text`,
    })
    .from(users)
    .innerJoin(companies, eq(users.companyIdx, companies.companyIdx))
    .where(eq(users.userIdx, sql.placeholder('userIdx')))
    .limit(1)
    .prepare('auth_principal_rows'),
);

/** The caller of an access token: user and company (across companies, as above), the session's state, and the extras asked for. */
export async function findPrincipalAcrossCompanies(
  db: Db,
  userIdx: number,
  sessionId: string,
  extras: PrincipalExtras = {},
): Promise<(UserWithCompany & { sessionOpen: boolean; unreadMessages?: number; joined?: unknown }) | null> {
  const statement = principalStatements(db)(extras);
  const rows = (await statement.execute({ ...extras.joined?.params, userIdx, sessionId })) as Array<{
    companyIdx: number;
    userVersion: string;
    companyVersion: string;
    sessionOpen: boolean;
    unreadMessages?: unknown;
    joined?: unknown;
  }>;
  const found = rows[0];
  if (!found) return null;
  const userCache = userRowCache(db);
  const companyCache = companyRowCache(db);
  let user = userCache.get(userIdx, found.userVersion);
  let company = companyCache.get(found.companyIdx, found.companyVersion);
  if (!user || !company) {
    const [fresh] = await versionedRowsStatement(db).execute({ userIdx });
    if (!fresh) return null;
    user = userCache.set(userIdx, fresh.userVersion, fresh.user);
    company = companyCache.set(fresh.company.companyIdx, fresh.companyVersion, fresh.company);
  }
  const principal = { user, company, sessionOpen: found.sessionOpen };
  return {
    ...principal,
    ...('unreadMessages' in found ? { unreadMessages: Number(found.unreadMessages) } : {}),
    ...('joined' in found ? { joined: found.joined } : {}),
  };
}
