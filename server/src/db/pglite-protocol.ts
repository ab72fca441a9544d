/*
 * The messages between the server's thread and the PGlite worker (pglite-worker.ts). A transaction
 * is opened by `begin`, which answers with its id; statements naming that id run inside it, and
 * `end` commits or rolls it back. Statements without an id wait until no transaction is open
 * (PGlite has one connection), exactly as they would on the same thread.
 */

export type RowMode = 'array' | 'object';

export type Request =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: RowMode; txId?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; txId: number; commit: boolean }
  | { id: number; op: 'close' }
  /**
   * Writes the whole database as a tarball to `file` (written beside it, then renamed into place),
   * uncompressed: other statements wait while it is made (a live backup), and gzip tripled that.
   */
  | { id: number; op: 'dump'; file: string }
  /** A full collection of the worker's heap (memory/idle-collection.ts). */
  | { id: number; op: 'gc' };

/** What PostgreSQL said about a failed statement (code, constraint, detail...), plus the message. */
export type ErrorFields = Record<string, unknown> & { message: string };

export interface QueryResult {
  rows: unknown[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

export interface Done {
  id: number;
  ok: true;
  result?: QueryResult;
  txId?: number;
}

export type Answer =
  Done | { id: number; ok: false; error: ErrorFields } | { id: 0; ready: true } | { id: 0; ready: false; error: ErrorFields };

export interface WorkerInput {
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** An in-memory database starts as a copy of this dump (op 'dump'), not empty: tests skip initdb and migrations. */
  snapshotFile?: string;
}
