import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import { createPreparedStatements } from './pglite-prepared';
import type { Answer, ErrorFields, Request, WorkerInput } from './pglite-protocol';
import { collectThisThread } from '../memory/idle-collection';

type PreparedQuery = ReturnType<typeof createPreparedStatements>;

/*
 * Runs in a worker thread (pglite-client.ts): the embedded PostgreSQL (WebAssembly) executes here,
 * so its CPU time never blocks the HTTP event loop. One PGlite, one connection; PGlite itself
 * queues statements while a transaction is open.
 */

/** Dates, times and arrays of them stay text, as drizzle-orm/pglite asks for (its columns map them). */
const identity = (value: string) => value;
const PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, identity]),
);

/**
 * PostgreSQL's default 128 MB of shared buffers is written through at start-up in PGlite's WASM
 * memory, so it all counts as resident: 16 MB takes ~110 MiB off the server's RSS at ready. One
 * school's database is read through the OS file cache beyond that.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Its messages: a worker thread's port, or a child process's IPC channel (pglite-client.ts, inChildProcess). */
interface Port {
  on(event: 'message', listener: (request: Request) => void): void;
  postMessage(answer: Answer): void;
}

function childProcessPort(): Port {
  const send = process.send?.bind(process);
  if (!send) throw new Error('pglite-worker runs as a worker thread or a child process with an IPC channel');
  // Its parent gone (a test worker that ended without closing the database), nothing is left to answer.
  process.once('disconnect', () => process.exit(0));
  return { on: (event, listener) => process.on(event, listener), postMessage: (answer) => void send(answer) };
}

const port: Port = parentPort ?? childProcessPort();
const { dataDir, snapshotFile } = (parentPort ? workerData : JSON.parse(process.argv[2] ?? '{}')) as WorkerInput;

function fieldsOf(err: unknown): ErrorFields {
  if (!(err instanceof Error)) return { message: String(err) };
  const fields: ErrorFields = { message: err.message };
  // PostgreSQL's fields (code, constraint, detail...) are text and numbers; the statement's
  // parameters and options stay here (they may hold what cannot cross threads).
  for (const [key, value] of Object.entries(err)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return fields;
}

/** Open transactions by id: the worker-side handle, and how to end it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();
let nextTxId = 1;

function begin(pg: PGlite): Promise<number> {
  return new Promise((started, failed) => {
    const txId = nextTxId++;
    let end: (commit: boolean) => void = () => {};
    const finished = new Promise<boolean>((r) => (end = r));
    const done = pg
      .transaction(async (tx) => {
        open.set(txId, { tx, end, done });
        started(txId);
        if (!(await finished)) await tx.rollback();
      })
      .finally(() => open.delete(txId));
    done.catch(failed);
  });
}

async function handle(pg: PGlite, query: PreparedQuery, request: Request): Promise<Answer> {
  switch (request.op) {
    case 'query': {
      if (request.txId !== undefined && !open.has(request.txId)) throw new Error('the transaction is no longer open');
      const result = await query(request.sql, request.params, { rowMode: request.rowMode }, request.txId !== undefined);
      return { id: request.id, ok: true, result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows } };
    }
    case 'begin':
      return { id: request.id, ok: true, txId: await begin(pg) };
    case 'end': {
      const entry = open.get(request.txId);
      if (!entry) throw new Error('the transaction is no longer open');
      entry.end(request.commit);
      await entry.done;
      return { id: request.id, ok: true };
    }
    case 'gc':
      collectThisThread();
      return { id: request.id, ok: true };
    case 'close':
      await pg.close();
      return { id: request.id, ok: true };
    case 'dump': {
      // Uncompressed: every test file starts from one (gunzip was a fifth of that start's CPU time), and a
      // live backup's statements wait while it is made (gzip tripled that).
      const dump = await pg.dumpDataDir('none');
      const partial = `${request.file}.${process.pid}.${Date.now()}.partial`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, request.file);
      return { id: request.id, ok: true };
    }
  }
}

try {
  const loadDataDir = snapshotFile ? new Blob([new Uint8Array(readFileSync(snapshotFile))]) : undefined;
  const pg = await PGlite.create(dataDir || undefined, { startParams: START_PARAMS, ...(loadDataDir ? { loadDataDir } : {}) });
  const query = createPreparedStatements(pg, PARSERS);
  port.on('message', (request: Request) => {
    handle(pg, query, request)
      .then(
        (answer) => port.postMessage(answer),
        (err: unknown) => port.postMessage({ id: request.id, ok: false, error: fieldsOf(err) } satisfies Answer),
      )
      // A value that cannot cross threads must fail its caller, not stop the worker.
      .catch((err: unknown) => port.postMessage({ id: request.id, ok: false, error: fieldsOf(err) } satisfies Answer));
  });
  port.postMessage({ id: 0, ready: true } satisfies Answer);
} catch (err) {
  port.postMessage({ id: 0, ready: false, error: fieldsOf(err) } satisfies Answer);
}
