import { parse, type PGlite, protocol, type Results, type RowMode } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

/*
 * Named prepared statements for the embedded database (runs in pglite-worker.ts). PGlite's own
 * `query` parses and plans every statement again (an unnamed statement each time); in WebAssembly a
 * room list's planning took 1.7 ms of its 3.4 ms. Here each statement text is parsed once, under a
 * name, and later calls only bind and execute it, so PostgreSQL keeps its plan as it does for
 * node-postgres's named statements on a real server.
 */

/**
 * Statements kept; the least recently used is closed beyond this. Each plan lives in the WebAssembly
 * memory: 300 added ~10 MiB to a first start's RSS (the seed's many statements), 100 nothing measurable.
 */
const MAX_STATEMENTS = 100;
/** PostgreSQL's "cached plan must not change result type" (a table changed under a kept statement). */
const FEATURE_NOT_SUPPORTED = '0A000';

interface Prepared {
  name: string;
  paramTypes: number[];
}

export interface PreparedQueryOptions {
  rowMode?: RowMode;
}

type Parsers = Parameters<typeof parse.parseResults>[1];

const { serialize } = protocol;

/**
 * The messages and a Sync, as one buffer in one protocol call (PGlite runs a call's whole buffer, and
 * PostgreSQL skips to the Sync after an error): one call per statement instead of one per message.
 * A failed statement throws the database's error once its Sync has run.
 */
async function exchange(pg: PGlite, messages: Uint8Array[]): Promise<BackendMessage[]> {
  const all = [...messages, serialize.sync()];
  const buffer = new Uint8Array(all.reduce((sum, message) => sum + message.byteLength, 0));
  let at = 0;
  for (const message of all) {
    buffer.set(message, at);
    at += message.byteLength;
  }
  return (await pg.execProtocol(buffer, { syncToFs: false })).messages;
}

/**
 * `typeParsers` are merged over PGlite's own once, here: PGlite's result parser otherwise copies
 * its whole table into a new object for every statement that passes its own.
 */
export function createPreparedStatements(pg: PGlite, typeParsers: Parsers = {}) {
  const statements = new Map<string, Prepared>();
  const parsers: Parsers = { ...pg.parsers, ...typeParsers };
  let nextName = 1;

  async function prepare(sql: string): Promise<Prepared> {
    const known = statements.get(sql);
    if (known) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `boda_s${nextName++}`;
    const answers = await exchange(pg, [serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(answers) };
    statements.set(sql, prepared);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestSql);
      await exchange(pg, [serialize.close({ type: 'S', name: oldest.name })]);
    }
    return prepared;
  }

  async function forget(sql: string): Promise<void> {
    const prepared = statements.get(sql);
    if (!prepared) return;
    statements.delete(sql);
    await exchange(pg, [serialize.close({ type: 'S', name: prepared.name })]);
  }

  async function run(sql: string, params: unknown[], options: PreparedQueryOptions): Promise<Results> {
    const { name, paramTypes } = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const answers = await exchange(pg, [
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
    ]);
    return parse.parseResults(answers, parsers, { rowMode: options.rowMode })[0];
  }

  /**
   * One statement, as `pg.query` runs it, but prepared once. `inTransaction`: the caller holds the
   * transaction (the query runs inside it, and nothing is synced to disk until its end).
   */
  return async function query(sql: string, params: unknown[], options: PreparedQueryOptions, inTransaction: boolean): Promise<Results> {
    const once = () =>
      pg.runExclusive(async () => {
        try {
          return await run(sql, params, options);
        } catch (err) {
          // Inside a transaction the error has aborted it: the caller sees it, as with pg.query.
          if (inTransaction || (err as { code?: unknown }).code !== FEATURE_NOT_SUPPORTED) throw err;
          await forget(sql);
          return run(sql, params, options);
        }
      });
    if (inTransaction) return once();
    return pg._runExclusiveTransaction(async () => {
      const result = await once();
      await pg.syncToFs();
      return result;
    });
  };
}
