import { createHash } from 'node:crypto';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { oneRow } from '../db/sql';

/*
 * Sliding-window rate limits kept in the database, so every instance counts the same hits: one row
 * per limited key holds the times of its allowed hits within the window. A hit is one upsert; its
 * row lock serialises concurrent hits on a key, so two instances can never both let the last one
 * through. Expired rows are swept by a recurring job (sweepRateLimits).
 */

export interface RateLimiter {
  /** Records a hit; false when the key already used up its window (the refused hit is not counted). */
  hit(key: string): Promise<boolean>;
  /** Whether the key used up its window, without counting a hit. */
  isExhausted(key: string): Promise<boolean>;
  /** isExhausted as one value of a larger statement (a sign-in reads its limits beside the account). */
  exhausted(key: string): SQL<boolean>;
}

export interface RateLimitRule {
  /** Namespaces the keys: 'login', 'guestJoin', ... */
  name: string;
  limit: number;
  windowMs: number;
}

/** Long keys (an address, a company and a user id) are stored hashed to fit the column. */
function storedKey(name: string, key: string): string {
  const full = `${name}|${key}`;
  return full.length <= 200 ? full : `${name}|#${createHash('sha256').update(key).digest('hex')}`;
}

export function createRateLimiter(db: Db, rule: RateLimitRule, now: () => number): RateLimiter {
  const { limit, windowMs } = rule;
  const exhausted = (key: string): SQL<boolean> => {
    const recent = sql`cardinality(array(select t from unnest(${rateLimits.hits}) as t where t > ${now() - windowMs}::bigint))`;
    const hits = db
      .select({ n: recent })
      .from(rateLimits)
      .where(eq(rateLimits.key, storedKey(rule.name, key)));
    return sql`coalesce((${hits}), 0) >= ${limit}`.mapWith(Boolean);
  };
  return {
    async hit(key) {
      const at = now();
      const recent = sql`array(select t from unnest(${rateLimits.hits}) as t where t > ${at - windowMs}::bigint)`;
      const room = sql`cardinality(${recent}) < ${limit}`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key: storedKey(rule.name, key), hits: [at], allowed: limit > 0, expiresAt: new Date(at + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${room} then ${recent} || ${at}::bigint else ${recent} end`,
            allowed: room,
            expiresAt: sql`case when ${room} then ${new Date(at + windowMs).toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ allowed: rateLimits.allowed });
      return row?.allowed ?? false;
    },
    async isExhausted(key) {
      const [row] = await db.select({ exhausted: exhausted(key) }).from(oneRow);
      return row?.exhausted ?? false;
    },
    exhausted,
  };
}

/** Deletes windows whose newest hit has left them; answers how many. */
export async function sweepRateLimits(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(and(lt(rateLimits.expiresAt, now)))
    .returning({ key: rateLimits.key });
  return rows.length;
}
