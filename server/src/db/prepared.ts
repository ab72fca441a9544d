import type { Db } from './client';

/**
 * A hot path's statement, built and prepared once per database (`.prepare(name)`) instead of on
 * every call: Drizzle rebuilds a query's SQL each time otherwise, and PostgreSQL plans it again.
 * Keyed by the database object, so a transaction passed in gets its own (bound to it).
 */
export function preparedPerDatabase<S>(build: (db: Db) => S): (db: Db) => S {
  const built = new WeakMap<Db, S>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
