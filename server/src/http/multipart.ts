import { randomBytes } from 'node:crypto';
import { pipeline, Transform, type TransformCallback } from 'node:stream';
import { ErrorCode, isExtensionAllowed, type UploadSpec } from '@boda/contract';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../storage/file-storage';
import { AppError, fieldError } from '../errors';
import { isKnownFastifyError } from './error-handler';

/*
 * Multipart bodies for commands with `encoding: 'multipart'` (contract CommandSpec.files).
 *
 * Fields become the command's input exactly like a form body: a repeated name becomes an array,
 * objects arrive as JSON strings (contract `jsonField`). The `command` field must come before the
 * first file part, which is how the renderer's client builds its FormData: the dispatcher needs
 * the command to know who may upload and under which rules before it stores a single byte.
 *
 * Files of the command's file field are streamed straight to storage under a server-made key and
 * checked on the way, with the rules of contract/src/uploads.ts:
 *   - a name repeating an earlier file of the request is skipped (its bytes are drained);
 *   - more than `maxFiles` distinct files: WB-400-401;
 *   - an extension outside the list, none, or jfif: WB-400-403, before any byte is stored;
 *   - more than `maxBytes` bytes: WB-400-402 (bytes past the limit are never written);
 *   - a file part under any other field name: WB-400-212.
 * Empty file inputs (no file chosen: empty name and no bytes) are ignored.
 *
 * The handler receives the stored files in `ctx.uploads` and owns them from then on. When anything
 * fails (a later file, input validation, the handler itself) every file of the request is deleted.
 */

export interface UploadedFile {
  field: string;
  /** The name the browser sent (for display and download names only; never a storage path). */
  fileName: string;
  mime: string;
  size: number;
  /** Where the bytes are in `runtime.storage`. */
  storageKey: string;
}

export type MultipartFields = Record<string, string | string[]>;

function addField(fields: MultipartFields, name: string, value: string): void {
  const current = fields[name];
  if (current === undefined) fields[name] = value;
  else if (Array.isArray(current)) current.push(value);
  else fields[name] = [current, value];
}

/**
 * Counts bytes and, past `maxBytes`, drops the rest instead of failing mid-pipe (an error here
 * would race the parser still feeding the part); the caller then refuses the file. The parser's
 * own limit (the largest rule of the path) bounds how much is read at all.
 */
class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) this.exceeded = true;
    callback(null, this.exceeded ? undefined : chunk);
  }
}

export function storageKeyFor(now: Date): string {
  const month = `${now.getUTCFullYear()}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `uploads/${month}/${randomBytes(16).toString('hex')}`;
}

export interface MultipartTarget {
  /** Called once with the fields before the first file (or at the end without files). */
  resolve(fields: MultipartFields): Promise<UploadSpec | undefined>;
  storage: FileStorage | null;
  /** Upper bound for any file of this path, handed to the parser as its own limit. */
  maxFileBytes: number;
  maxFiles: number;
  now: () => Date;
}

export interface MultipartResult {
  fields: MultipartFields;
  uploads: UploadedFile[];
}

export async function deleteUploads(storage: FileStorage | null, uploads: UploadedFile[]): Promise<void> {
  if (!storage) return;
  await Promise.all(uploads.map((u) => storage.delete(u.storageKey).catch(() => undefined)));
}

function cutShort(): AppError {
  return new AppError(ErrorCode.BAD_PARAMETER, 'The multipart body is malformed or ended early.');
}

/**
 * The parser's own failures (no or a wrong boundary, a body cut short, malformed headers) are the
 * caller's fault: a bad parameter, never a 500. Our errors and the parser's limits pass unchanged.
 */
async function* parserErrorsRefused<T>(parts: AsyncIterable<T>): AsyncGenerator<T> {
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<T>;
    try {
      next = await iterator.next();
    } catch (err) {
      if (err instanceof AppError || isKnownFastifyError(err)) throw err;
      throw cutShort();
    }
    if (next.done) return;
    yield next.value;
  }
}

export async function readMultipart(req: FastifyRequest, target: MultipartTarget): Promise<MultipartResult> {
  const fields: MultipartFields = {};
  const uploads: UploadedFile[] = [];
  const names = new Set<string>();
  let resolved = false;
  let spec: UploadSpec | undefined;
  try {
    const parts = parserErrorsRefused(
      req.parts({
        limits: {
          fileSize: target.maxFileBytes + 1,
          // Duplicates are skipped rather than refused, so allow some beyond the rule's count.
          files: target.maxFiles * 2 + 2,
          fields: 200,
          fieldSize: 1024 * 1024,
        },
      }),
    );
    for await (const part of parts) {
      if (part.type === 'field') {
        if (resolved) throw new AppError(ErrorCode.BAD_PARAMETER, 'Fields must come before the files.');
        addField(fields, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
        continue;
      }
      if (!resolved) {
        spec = await target.resolve(fields);
        resolved = true;
      }
      const fileName = part.filename ?? '';
      if (fileName.includes('\u0000')) {
        part.file.resume();
        throw fieldError(part.fieldname, 'A file name may not contain a NUL character.');
      }
      if (fileName === '') {
        part.file.resume();
        continue;
      }
      if (!spec || part.fieldname !== spec.field) {
        part.file.resume();
        throw fieldError(part.fieldname, 'Unexpected file field.');
      }
      if (names.has(fileName)) {
        part.file.resume();
        continue;
      }
      names.add(fileName);
      if (names.size > spec.rules.maxFiles) {
        part.file.resume();
        throw new AppError(ErrorCode.TOO_MANY_FILES);
      }
      if (!isExtensionAllowed(fileName, spec.rules)) {
        part.file.resume();
        throw new AppError(ErrorCode.BAD_FILE_EXTENSION);
      }
      if (!target.storage) {
        part.file.resume();
        throw new AppError(ErrorCode.UNAVAILABLE, 'File storage is not configured.');
      }
      const storageKey = storageKeyFor(target.now());
      const limit = new ByteLimit(spec.rules.maxBytes);
      // pipeline (not .pipe) carries a cut body's error into the storage write, which then removes its
      // temporary file and closes its descriptor instead of waiting for bytes that never come.
      let bodyError: unknown = null;
      const bytes = pipeline(part.file, limit, (err) => {
        bodyError ??= err ?? null;
      });
      try {
        await target.storage.put(storageKey, bytes);
      } catch (err) {
        part.file.resume();
        await target.storage.delete(storageKey).catch(() => undefined);
        if (part.file.truncated) throw new AppError(ErrorCode.FILE_TOO_LARGE);
        throw bodyError ? cutShort() : err;
      }
      if (limit.exceeded || part.file.truncated) {
        await target.storage.delete(storageKey).catch(() => undefined);
        throw new AppError(ErrorCode.FILE_TOO_LARGE);
      }
      uploads.push({ field: part.fieldname, fileName, mime: part.mimetype, size: limit.bytes, storageKey });
    }
    if (!resolved) await target.resolve(fields);
    return { fields, uploads };
  } catch (err) {
    await deleteUploads(target.storage, uploads);
    throw err;
  }
}
