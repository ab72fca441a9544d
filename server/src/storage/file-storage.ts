import type { Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

/**
 * Where uploaded files live: local disk by default (DATA_DIR/files, storage/local.ts), or an
 * S3-compatible bucket (storage/s3.ts) when several instances must share them. Keys are made by the
 * server (never a user's file name) and are checked the same way on every backend.
 */
export interface FileStorage {
  /** Streams the bytes in (a Buffer or a stream, never held whole for a stream); answers how many were stored. */
  put(key: string, data: Buffer | Readable): Promise<{ size: number }>;
  /**
   * Opens the object, or a part of it when `range` is given. Null when the key does not exist;
   * throws RangeNotSatisfiableError when the object has no byte in the range.
   */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored object whose key starts with `prefix` (all when left out), in key order; uploads still
   * being written (local `.part` files, unfinished multipart uploads) are not objects yet.
   */
  list(prefix?: string): AsyncIterable<{ key: string; size: number }>;
  /**
   * Removes what interrupted uploads left behind and untouched since `olderThan` (local: `.part`
   * files; S3: incomplete multipart uploads); answers how many.
   */
  sweepStaleParts(olderThan: Date): Promise<number>;
  /** Readiness: resolves when files can be stored (local: the root is writable; S3: the bucket answers). */
  check(): Promise<void>;
  /** Resumable (tus) uploads written where this storage reads them (the class client's recordings). */
  readonly resumable: ResumableUploads;
}

/** Resumable uploads' ids look like this (the upload URL's last segment). */
export const RESUMABLE_ID = /^resumable-[0-9a-f]{32}$/;

export interface ResumableUploads {
  /** The tus data store (loaded on first use); unfinished uploads expire `expirationMs` after their last byte. */
  store(expirationMs: number): Promise<DataStore>;
  /** Where a finished upload's bytes are, for get() and delete(). */
  keyOf(uploadId: string): string;
  /** What the store keeps beside the bytes (its metadata), removed with them. */
  sideKeysOf(uploadId: string): string[];
}

/** A byte range as a client asks for it: from `start` to `end` (inclusive; the last byte when left out), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

export interface StoredObject {
  /** The bytes served: the whole object, or only `range`. */
  stream: Readable;
  /** The size of the whole object. */
  size: number;
  /** The bytes served (inclusive) when a range was asked for; null when the whole object is served. */
  range: { start: number; end: number } | null;
}

/** The asked-for range has no byte in the object (HTTP 416); `size` is the object's whole size. */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (object size ${size})`);
    this.name = 'RangeNotSatisfiableError';
  }
}

/** The served bytes of `range` in an object of `size` bytes, or null when none of them exists. */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) {
    if (range.suffix <= 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.end !== undefined && range.end < range.start) throw new Error(`invalid byte range ${range.start}-${range.end}`);
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

const KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** Refuses anything that could leave the root or be read as a path trick (.., absolute paths, odd characters). */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) throw new Error(`invalid storage key: ${key}`);
}
