import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/*
 * The backup file: gzip around JSON lines. The first line is the header (format, schema version,
 * where it came from), then records (a table's columns, its rows in batches, sequences, stored files
 * as base64 chunks), and last an end line with the SHA-256 of every line before it. A reader checks
 * the whole file (gzip's own CRC and length, then the digest) before it writes anything, so a
 * truncated or altered file is refused with nothing changed.
 */

export const BACKUP_FORMAT = 1;
const MAGIC = 'boda-classroom-backup';

/** The newest drizzle migration applied to the database the backup was taken from. */
export interface SchemaVersion {
  tag: string;
  /** The journal's `when` (drizzle records it as `created_at`): migrations are ordered by it. */
  when: number;
}

export interface BackupHeader {
  magic: typeof MAGIC;
  format: number;
  schema: SchemaVersion;
  createdAt: string;
  /** The database kind it was taken from (the files' bytes are in the backup whichever storage held them). */
  source: { database: 'pglite' | 'postgres' };
}

export type BackupRecord =
  /** A table's rows follow (`rows` records) with these columns; each value is PostgreSQL's text form, or null. */
  | { table: string; columns: string[] }
  | { rows: Array<Array<string | null>> }
  | { sequence: string; lastValue: string; isCalled: boolean }
  /** A stored file's bytes follow (`bytes` records, base64) up to `size`. */
  | { file: string; size: number }
  | { bytes: string };

interface EndLine {
  end: true;
  records: number;
  sha256: string;
}

/** Why a backup file is refused (damaged, truncated, not a backup, a newer format). */
export class BackupFileError extends Error {
  override name = 'BackupFileError';
}

/** Writes the lines into gzip, hashing them; `readable` is what to store (a file, an object). */
export class BackupWriter {
  readonly readable: Readable;
  private readonly gzip = createGzip();
  private readonly hash = createHash('sha256');
  private records = 0;

  constructor(header: Omit<BackupHeader, 'magic' | 'format'>) {
    this.readable = this.gzip;
    this.gzip.write(this.line({ magic: MAGIC, format: BACKUP_FORMAT, ...header }));
  }

  private line(value: unknown): Buffer {
    return this.lineOfText(JSON.stringify(value));
  }

  private lineOfText(text: string): Buffer {
    const bytes = Buffer.from(`${text}\n`);
    this.hash.update(bytes);
    return bytes;
  }

  private async push(bytes: Buffer): Promise<void> {
    if (this.gzip.destroyed) throw new Error('the backup file could not be written');
    this.records += 1;
    if (!this.gzip.write(bytes)) await once(this.gzip, 'drain');
  }

  write(record: BackupRecord): Promise<void> {
    return this.push(this.line(record));
  }

  /** A batch of rows whose JSON PostgreSQL already made (`array_to_json(...)::text`), not parsed again. */
  writeRowsJson(rowsJson: string[]): Promise<void> {
    return this.push(this.lineOfText(`{"rows":[${rowsJson.join(',')}]}`));
  }

  /** Ends the file with the digest line. */
  finish(): void {
    const end: EndLine = { end: true, records: this.records, sha256: this.hash.digest('hex') };
    this.gzip.end(Buffer.from(`${JSON.stringify(end)}\n`));
  }

  /** Stops the file unfinished (an error while writing it): the reader of `readable` sees the error. */
  fail(err: Error): void {
    this.gzip.destroy(err);
  }
}

/** The file's lines as text, in order (the newline left off). */
async function* linesOf(file: string): AsyncGenerator<string> {
  let rest = Buffer.alloc(0);
  try {
    for await (const chunk of createReadStream(file).pipe(createGunzip())) {
      let data = Buffer.concat([rest, chunk as Buffer]);
      let newline = data.indexOf(10);
      while (newline >= 0) {
        yield data.subarray(0, newline).toString('utf8');
        data = data.subarray(newline + 1);
        newline = data.indexOf(10);
      }
      rest = data;
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code?.startsWith('Z_')) {
      throw new BackupFileError(`the backup file is damaged or truncated (${(err as Error).message})`, { cause: err });
    }
    throw err;
  }
  if (rest.length > 0) throw new BackupFileError('the backup file is truncated (its last line is incomplete)');
}

function parse(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupFileError('the backup file is damaged (a line is not JSON)');
  }
}

function headerOf(line: string | undefined): BackupHeader {
  const header = line === undefined ? undefined : (parse(line) as Partial<BackupHeader>);
  if (header?.magic !== MAGIC) throw new BackupFileError('this is not a Boda Classroom backup file');
  if (header.format !== BACKUP_FORMAT) {
    throw new BackupFileError(`the backup file has format ${String(header.format)}; this version reads format ${BACKUP_FORMAT}`);
  }
  if (typeof header.schema?.tag !== 'string' || typeof header.schema.when !== 'number') {
    throw new BackupFileError('the backup file names no schema version');
  }
  return header as BackupHeader;
}

/**
 * Reads the whole file once and checks it: gzip intact, a header this version reads, and the end
 * line's digest and record count matching what came before it. Answers the header.
 */
export async function verifyBackup(file: string): Promise<BackupHeader> {
  const hash = createHash('sha256');
  let header: BackupHeader | undefined;
  let records = 0;
  let end: EndLine | undefined;
  for await (const line of linesOf(file)) {
    if (end) throw new BackupFileError('the backup file is damaged (data after its end)');
    if (header === undefined) header = headerOf(line);
    else if (line.startsWith('{"end":')) {
      end = parse(line) as EndLine;
      continue;
    } else records += 1;
    hash.update(`${line}\n`);
  }
  if (!header) throw new BackupFileError('the backup file is empty');
  if (!end) throw new BackupFileError('the backup file is truncated (it has no end)');
  if (end.records !== records || end.sha256 !== hash.digest('hex')) {
    throw new BackupFileError('the backup file was altered: its checksum does not match its contents');
  }
  return header;
}

/** The records of a file verifyBackup accepted, in order. */
export async function* readRecords(file: string): AsyncGenerator<BackupRecord> {
  let first = true;
  for await (const line of linesOf(file)) {
    if (first) {
      first = false;
      continue;
    }
    if (line.startsWith('{"end":')) return;
    yield parse(line) as BackupRecord;
  }
}
