import type { ChildProcess } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import type { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';
import type { Answer, Done, ErrorFields, QueryResult, Request, RowMode, WorkerInput } from './pglite-protocol';
import { forkModule, startModuleWorker } from './worker-thread';

/*
 * The embedded database in a worker thread (pglite-worker.ts), seen from the server's thread
 * through the small part of PGlite's interface that drizzle-orm/pglite uses: `query` and
 * `transaction` (whose statements stay on one worker-side transaction). PGlite runs WebAssembly
 * synchronously, so on the HTTP thread every statement stalled every request; here it does not.
 */

type Distribute<T> = T extends unknown ? Omit<T, 'id'> : never;
type RequestBody = Distribute<Request>;

interface QueryOptions {
  rowMode?: RowMode;
}

/** A failed statement, carrying PostgreSQL's fields (code, constraint...) as the driver's errors do. */
function errorOf(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}

type Listener = Parameters<EventEmitter['on']>[1];

/** What the client uses of a worker thread; a child process gives the same (childAsWorker). */
type PgliteHost = Pick<Worker, 'on' | 'off' | 'once' | 'postMessage' | 'ref' | 'unref' | 'terminate'>;

export interface PgliteStartOptions {
  /**
   * Tests: PGlite in a child process instead of a worker thread, so the caller's process never compiles
   * its 9 MB of WebAssembly. A test worker that runs many files (vitest's node-shared project) must not:
   * compiled and dropped file after file in one process, it crashed V8 (server/src/test/node-projects.ts).
   * The child's V8 flags: those PGlite has in the server's process (v8-settings.ts).
   */
  inChildProcess?: { execArgv: string[] };
}

/**
 * A child process running pglite-worker.ts, seen as the worker thread it otherwise is: the same events
 * ('message', 'error', 'exit'), messages through its IPC channel (structured clone, as between threads).
 */
function childAsWorker(child: ChildProcess): PgliteHost {
  const host = {
    on: (event: string, listener: Listener) => (child.on(event, listener), host),
    off: (event: string, listener: Listener) => (child.off(event, listener), host),
    once: (event: string, listener: Listener) => (child.once(event, listener), host),
    postMessage: (message: unknown) => void child.send(message as object),
    // The IPC channel holds the event loop as the child does: both, as a worker's ref does.
    ref: () => (child.ref(), child.channel?.ref()),
    unref: () => (child.unref(), child.channel?.unref()),
    terminate: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return 0;
      const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 0)));
      child.kill();
      return exited;
    },
  };
  return host as unknown as PgliteHost;
}

function startHost(input: WorkerInput, options: PgliteStartOptions): PgliteHost {
  if (!options.inChildProcess) return startModuleWorker(new URL(import.meta.url), 'pglite-worker', { workerData: input });
  const child = forkModule(new URL(import.meta.url), 'pglite-worker', [JSON.stringify(input)], {
    serialization: 'advanced',
    execArgv: options.inChildProcess.execArgv,
  });
  return childAsWorker(child);
}

export interface PgliteTransactionClient {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  rollback(): Promise<void>;
}

export class PgliteThreadClient {
  private nextId = 1;
  private closed = false;
  /** Round trips to the worker so far (statements, and a transaction's begin and end): what tests count. */
  roundTrips = 0;
  private readonly pending = new Map<number, { resolve: (answer: Done) => void; reject: (err: Error) => void }>();

  private constructor(private readonly worker: PgliteHost) {
    worker.on('message', (answer: Answer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      // Nothing left to answer: the worker must not keep the process alive on its own.
      if (this.pending.size === 0) worker.unref();
      if ('ok' in answer && answer.ok) waiting.resolve(answer as Done);
      else if ('error' in answer) waiting.reject(errorOf(answer.error));
    });
    worker.on('error', (err) => this.failAll(err));
    worker.on('exit', () => this.failAll(new Error('the database worker stopped')));
  }

  /** Starts the worker and waits until its PGlite is open. */
  static async start(input: WorkerInput, options: PgliteStartOptions = {}): Promise<PgliteThreadClient> {
    const worker = startHost(input, options);
    await new Promise<void>((resolve, reject) => {
      const onMessage = (answer: Answer) => {
        if (answer.id !== 0 || !('ready' in answer)) return;
        worker.off('message', onMessage);
        if (answer.ready) resolve();
        else void worker.terminate().finally(() => reject(errorOf(answer.error)));
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
    });
    worker.unref();
    return new PgliteThreadClient(worker);
  }

  private failAll(err: Error): void {
    for (const waiting of this.pending.values()) waiting.reject(err);
    this.pending.clear();
  }

  private send(body: RequestBody): Promise<Done> {
    if (this.closed) return Promise.reject(new Error('the database is closed'));
    const id = this.nextId++;
    this.roundTrips += 1;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...body, id });
    });
  }

  private async run(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, txId?: number): Promise<QueryResult> {
    const answer = await this.send({ op: 'query', sql, params: params ?? [], rowMode: options?.rowMode ?? 'object', txId });
    if (!answer.result) throw new Error('the database worker answered a query without a result');
    return answer.result;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult> {
    return this.run(sql, params, options);
  }

  /** Runs `work` in one worker-side transaction: committed when it resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: PgliteTransactionClient) => Promise<T>): Promise<T> {
    const { txId } = await this.send({ op: 'begin' });
    if (txId === undefined) throw new Error('the database worker opened no transaction');
    let ended = false;
    const end = async (commit: boolean) => {
      if (ended) return;
      ended = true;
      await this.send({ op: 'end', txId, commit });
    };
    const tx: PgliteTransactionClient = {
      query: (sql, params, options) => {
        if (ended) return Promise.reject(new Error('Transaction is closed'));
        return this.run(sql, params, options, txId);
      },
      rollback: () => end(false),
    };
    try {
      const result = await work(tx);
      await end(true);
      return result;
    } catch (err) {
      // The caller's error is the one to see, even when the rollback fails too.
      await end(false).catch(() => undefined);
      throw err;
    }
  }

  /** A full collection of the worker thread's heap (memory/idle-collection.ts). */
  async collectGarbage(): Promise<void> {
    await this.send({ op: 'gc' });
  }

  /** Writes the whole database to `file` as an uncompressed tarball, which `snapshotFile` starts a copy from. */
  async dump(file: string): Promise<void> {
    await this.send({ op: 'dump', file });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.send({ op: 'close' });
    this.closed = true;
    await this.worker.terminate();
    // Whatever was still waiting would wait forever: a closed database answers with an error.
    this.failAll(new Error('the database is closed'));
  }

  /** For drizzle-orm/pglite, which types its client as PGlite but calls only the methods above. */
  asPglite(): PGlite {
    return this as unknown as PGlite;
  }
}
