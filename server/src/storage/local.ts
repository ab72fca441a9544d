import { randomBytes } from 'node:crypto';
import { constants, createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  RangeNotSatisfiableError,
  type ResumableUploads,
  resolveRange,
  type StoredObject,
} from './file-storage';

/** Files on this machine's disk (DATA_DIR/files): the default, for a single server. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  readonly resumable: ResumableUploads = {
    store: async (expirationMs) => {
      const { FileStore } = await import('@tus/file-store');
      return new FileStore({ directory: join(this.root, 'resumable'), expirationPeriodInMilliseconds: expirationMs });
    },
    keyOf: (uploadId) => `resumable/${uploadId}`,
    sideKeysOf: (uploadId) => [`resumable/${uploadId}.json`],
  };

  private pathOf(key: string): string {
    assertStorageKey(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Write beside the target and rename, so a reader never sees half a file.
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(temp, { mode: 0o600 }));
      await rename(temp, path);
    } catch (err) {
      await rm(temp, { force: true });
      throw err;
    }
    return { size: (await stat(path)).size };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    let size: number;
    try {
      size = (await stat(path)).size;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    if (!range) return { stream: createReadStream(path), size, range: null };
    const served = resolveRange(range, size);
    if (!served) throw new RangeNotSatisfiableError(size);
    return { stream: createReadStream(path, served), size, range: served };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix = ''): AsyncIterable<{ key: string; size: number }> {
    const names = await readdir(this.root, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    const keys = names
      .map((name) => name.split(sep).join('/'))
      .filter((key) => key.startsWith(prefix) && !key.endsWith('.part'))
      .sort();
    for (const key of keys) {
      // A file may vanish while the listing is read (a delete); a folder is no object.
      const info = await stat(join(this.root, key)).catch(() => null);
      if (info?.isFile()) yield { key, size: info.size };
    }
  }

  async sweepStaleParts(olderThan: Date): Promise<number> {
    const names = await readdir(this.root, { recursive: true }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [] as string[];
      throw err;
    });
    let removed = 0;
    for (const name of names.filter((n) => n.endsWith('.part'))) {
      const path = join(this.root, name);
      // An upload in progress keeps writing, so its time stays fresh; a file may also vanish meanwhile.
      const info = await stat(path).catch(() => null);
      if (!info?.isFile() || info.mtime >= olderThan) continue;
      await rm(path, { force: true });
      removed += 1;
    }
    return removed;
  }

  async check(): Promise<void> {
    // The root is made on first use; a missing parent, a read-only mount or a full permission error shows here.
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.W_OK);
  }
}
