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
  parsers: NonNullable<Parameters<PGlite['query']>[2]>['parsers'];
}

const { serialize } = protocol;

export function createPreparedStatements(pg: PGlite) {
  const statements = new Map<string, Prepared>();
  let nextName = 1;
  const send = async (message: Uint8Array): Promise<BackendMessage[]> => (await pg.execProtocol(message, { syncToFs: false })).messages;

  /** Sends the messages, then Sync whatever happened (PostgreSQL skips to the Sync after an error). */
  async function exchange(messages: Uint8Array[]): Promise<BackendMessage[]> {
    const answers: BackendMessage[] = [];
    try {
      for (const message of messages) answers.push(...(await send(message)));
    } finally {
      answers.push(...(await send(serialize.sync())));
    }
    return answers;
  }

  async function prepare(sql: string): Promise<Prepared> {
    const known = statements.get(sql);
    if (known) {
      // Most recently used last: Map keeps insertion order.
      statements.delete(sql);
      statements.set(sql, known);
      return known;
    }
    const name = `boda_s${nextName++}`;
    const answers = await exchange([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name })]);
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(answers) };
    statements.set(sql, prepared);
    if (statements.size > MAX_STATEMENTS) {
      const [oldestSql, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestSql);
      await exchange([serialize.close({ type: 'S', name: oldest.name })]);
    }
    return prepared;
  }

  async function forget(sql: string): Promise<void> {
    const prepared = statements.get(sql);
    if (!prepared) return;
    statements.delete(sql);
    await exchange([serialize.close({ type: 'S', name: prepared.name })]);
  }

  async function run(sql: string, params: unknown[], options: PreparedQueryOptions): Promise<Results> {
    const { name, paramTypes } = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i]];
      return serializer ? serializer(value) : String(value);
    });
    const answers = await exchange([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]);
    return parse.parseResults(answers, pg.parsers, options)[0];
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
