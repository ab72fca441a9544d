import { UserStatus } from '@boda/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../../db/schema';

/*
 * The import's writes. Each batch is one statement whatever its size: the columns travel as arrays
 * and `unnest` turns them into rows, so building it costs the server's thread next to nothing
 * (a multi-row VALUES of 500 users is 5,500 parameters for Drizzle to build).
 */

/** What a sheet row sets on an account; the rest is the same for the whole import. */
export interface ImportedUser {
  userId: string;
  userName: string;
  /** Null: an update that keeps the account's password. */
  passwordHash: string | null;
  email: string | null;
  phone: string;
  phone2: string | null;
}

export interface ImportWrite {
  companyIdx: number;
  userTypeCd: number;
  userRoleCd: string;
  groupIdx: number | null;
  creates: ImportedUser[];
  /** Existing accounts, overwritten (LATEST); `before` is the account as read before the import. */
  updates: Array<ImportedUser & { before: UserRow }>;
}

export interface WriteMode {
  /**
   * Embedded PGlite has one connection: a transaction there holds every other request until it
   * ends. So the batches commit one by one (others' statements run in between) and a failure undoes
   * the committed ones. On PostgreSQL everything is one transaction.
   */
  shortTransactions: boolean;
  batchSize?: number;
  /**
   * Told the rows written so far after each batch, and awaited: on PostgreSQL it runs inside the
   * import's transaction, so it must be quick (the service only reports progress).
   */
  onWritten?: (rows: number) => void | Promise<void>;
}

const BATCH = 500;
const text = (values: Array<string | null>) => sql`${sql.param(values)}::text[]`;

function upsert(write: ImportWrite, rows: ImportedUser[], overwrite: boolean): SQL {
  const insert = sql`insert into users (company_idx, user_id, user_name, password_hash, user_type_cd, user_role_cd, email, phone, phone2, group_idx, user_status_cd)
    select ${write.companyIdx}::int, r.user_id, r.user_name, r.password_hash, ${write.userTypeCd}::int, ${write.userRoleCd}, r.email, r.phone, r.phone2, ${write.groupIdx}::int, ${UserStatus.USE}::int
    from unnest(${text(rows.map((r) => r.userId))}, ${text(rows.map((r) => r.userName))}, ${text(rows.map((r) => r.passwordHash))},
      ${text(rows.map((r) => r.email))}, ${text(rows.map((r) => r.phone))}, ${text(rows.map((r) => r.phone2))})
      as r(user_id, user_name, password_hash, email, phone, phone2)`;
  if (!overwrite) return insert;
  return sql`${insert} on conflict (company_idx, user_id) do update set
    user_name = excluded.user_name, password_hash = coalesce(excluded.password_hash, users.password_hash),
    user_type_cd = excluded.user_type_cd, user_role_cd = excluded.user_role_cd, email = excluded.email,
    phone = excluded.phone, phone2 = excluded.phone2, group_idx = excluded.group_idx, mod_datetime = now()`;
}

/** Puts overwritten accounts back as they were read before the import. */
function restore(rows: UserRow[]): SQL {
  const ints = (values: Array<number | null>) => sql`${sql.param(values)}::int[]`;
  return sql`update users set user_name = o.user_name, password_hash = o.password_hash, user_type_cd = o.user_type_cd,
      user_role_cd = o.user_role_cd, email = o.email, phone = o.phone, phone2 = o.phone2, group_idx = o.group_idx, mod_datetime = o.mod_datetime
    from unnest(${ints(rows.map((r) => r.userIdx))}, ${text(rows.map((r) => r.userName))}, ${text(rows.map((r) => r.passwordHash))},
      ${ints(rows.map((r) => r.userTypeCd))}, ${text(rows.map((r) => r.userRoleCd))}, ${text(rows.map((r) => r.email))},
      ${text(rows.map((r) => r.phone))}, ${text(rows.map((r) => r.phone2))}, ${ints(rows.map((r) => r.groupIdx))},
      ${sql.param(rows.map((r) => r.modDatetime.toISOString()))}::timestamptz[])
      as o(user_idx, user_name, password_hash, user_type_cd, user_role_cd, email, phone, phone2, group_idx, mod_datetime)
    where users.user_idx = o.user_idx`;
}

function batches<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Writes every row or, on a database error, none (the error is thrown after the undo). */
export async function writeImportedUsers(db: Db, write: ImportWrite, mode: WriteMode): Promise<void> {
  const size = mode.batchSize ?? BATCH;
  const steps = [
    ...batches(write.creates, size).map((rows) => ({ rows, overwrite: false })),
    ...batches(write.updates, size).map((rows) => ({ rows, overwrite: true })),
  ];
  let written = 0;
  const wrote = async (rows: number) => mode.onWritten?.((written += rows));
  if (!mode.shortTransactions) {
    await db.transaction(async (tx) => {
      for (const step of steps) {
        await tx.execute(upsert(write, step.rows, step.overwrite));
        await wrote(step.rows.length);
      }
    });
    return;
  }
  const done: typeof steps = [];
  try {
    for (const step of steps) {
      await db.transaction(async (tx) => void (await tx.execute(upsert(write, step.rows, step.overwrite))));
      done.push(step);
      await wrote(step.rows.length);
    }
  } catch (err) {
    await db.transaction(async (tx) => {
      for (const step of done) {
        if (step.overwrite) await tx.execute(restore((step.rows as ImportWrite['updates']).map((r) => r.before)));
        else
          await tx.execute(
            sql`delete from users where company_idx = ${write.companyIdx} and user_id = any(${text(step.rows.map((r) => r.userId))})`,
          );
      }
    });
    throw err;
  }
}
