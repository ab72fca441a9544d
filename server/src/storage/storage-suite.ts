import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ByteRange, type FileStorage, RangeNotSatisfiableError } from './file-storage';

/** One backend under the shared suite: local disk, or S3 against a real S3-compatible server. */
export interface StorageUnderTest {
  storage: FileStorage;
  /** Leaves what a crashed upload leaves behind (local: a `.part` file; S3: an incomplete multipart upload). */
  leaveInterruptedUpload(key: string): Promise<void>;
  /** The same kind of storage where files cannot be stored (a missing bucket, a root that cannot be made). */
  unreachable(): FileStorage;
  /**
   * What the backend shows of interrupted uploads: their start times (local disk), the uploads with a
   * made-up start time (moto answers 2010 for every one), or nothing (s3rver lacks ListMultipartUploads).
   */
  interruptedUploads: 'dated' | 'undated' | 'unlisted';
  close(): Promise<void>;
}

const MiB = 1024 * 1024;

/** `total` pseudo-random bytes in 64 KiB chunks, and their digest, without holding them twice. */
function bigStream(total: number): { stream: Readable; digest: string } {
  const chunk = randomBytes(64 * 1024);
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for (let sent = 0; sent < total; sent += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, total - sent));
    hash.update(part);
    chunks.push(part);
  }
  return { stream: Readable.from(chunks), digest: hash.digest('hex') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stream that delivers `bytes` and then fails, as a client that disconnects mid-upload. */
function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= bytes) {
        this.destroy(new Error('client went away'));
        return;
      }
      sent += 256 * 1024;
      this.push(Buffer.alloc(256 * 1024, 7));
    },
  });
}

/** Registers the storage contract's tests for one backend; every FileStorage must pass them all. */
export function describeFileStorage(name: string, start: () => Promise<StorageUnderTest>): void {
  describe(`${name}: the FileStorage contract`, () => {
    let under: StorageUnderTest;
    let storage: FileStorage;
    // 0, 1, ..., 250, 0, 1, ...: every offset's byte is known.
    const thousand = Buffer.from(Array.from({ length: 1000 }, (_v, i) => i % 251));

    beforeAll(async () => {
      under = await start();
      storage = under.storage;
      await storage.put('ranges/thousand.bin', thousand);
    });
    afterAll(async () => under.close());

    async function read(key: string, range?: ByteRange) {
      const found = await storage.get(key, range);
      if (!found) throw new Error(`missing ${key}`);
      return { bytes: await buffer(found.stream), size: found.size, range: found.range };
    }

    it('streams a multi-megabyte upload in and out unchanged', async () => {
      const { stream, digest } = bigStream(12 * MiB + 123);
      expect(await storage.put('company-1/video/lesson.mp4', stream)).toEqual({ size: 12 * MiB + 123 });
      const back = await read('company-1/video/lesson.mp4');
      expect(back.size).toBe(12 * MiB + 123);
      expect(back.range).toBeNull();
      expect(back.bytes.length).toBe(12 * MiB + 123);
      expect(sha256(back.bytes)).toBe(digest);
    });

    it('stores a Buffer and an empty file', async () => {
      expect(await storage.put('company-1/notes/a.txt', Buffer.from('hello'))).toEqual({ size: 5 });
      expect((await read('company-1/notes/a.txt')).bytes.toString()).toBe('hello');
      expect(await storage.put('company-1/notes/empty.txt', Readable.from([]))).toEqual({ size: 0 });
      expect(await read('company-1/notes/empty.txt')).toMatchObject({ size: 0, range: null });
    });

    it('serves byte ranges: first bytes, the middle, open-ended, a suffix, an end past the last byte', async () => {
      const cases: Array<[ByteRange, number, number]> = [
        [{ start: 0, end: 99 }, 0, 99],
        [{ start: 400, end: 599 }, 400, 599],
        [{ start: 900 }, 900, 999],
        [{ suffix: 100 }, 900, 999],
        [{ start: 950, end: 5000 }, 950, 999],
        [{ suffix: 5000 }, 0, 999],
      ];
      for (const [range, start, end] of cases) {
        const got = await read('ranges/thousand.bin', range);
        expect({ asked: range, size: got.size, range: got.range }).toEqual({ asked: range, size: 1000, range: { start, end } });
        expect(got.bytes.equals(thousand.subarray(start, end + 1))).toBe(true);
      }
    });

    it('refuses a range with no byte in the object, telling its size', async () => {
      for (const range of [{ start: 1000 }, { start: 5000, end: 6000 }, { suffix: 0 }]) {
        const refused = await storage.get('ranges/thousand.bin', range).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(RangeNotSatisfiableError);
        expect((refused as RangeNotSatisfiableError).size).toBe(1000);
      }
    });

    it('answers null for a missing key, with or without a range', async () => {
      expect(await storage.get('company-1/nothing-here')).toBeNull();
      expect(await storage.get('company-1/nothing-here', { start: 0, end: 9 })).toBeNull();
      expect(await storage.get('company-1/nothing-here', { suffix: 10 })).toBeNull();
    });

    it('deletes, and deleting a missing key is no error', async () => {
      await storage.put('company-1/tmp/gone.txt', Buffer.from('bye'));
      await storage.delete('company-1/tmp/gone.txt');
      expect(await storage.get('company-1/tmp/gone.txt')).toBeNull();
      await expect(storage.delete('company-1/tmp/gone.txt')).resolves.toBeUndefined();
    });

    it('lists the stored objects under a prefix, in key order, with their sizes', async () => {
      await storage.put('listed/b/two.txt', Buffer.from('22'));
      await storage.put('listed/a.txt', Buffer.from('1'));
      await storage.put('listed-not/c.txt', Buffer.from('333'));
      const listed = [];
      for await (const object of storage.list('listed/')) listed.push(object);
      expect(listed).toEqual([
        { key: 'listed/a.txt', size: 1 },
        { key: 'listed/b/two.txt', size: 2 },
      ]);
      const all = [];
      for await (const object of storage.list()) all.push(object.key);
      expect(all).toEqual(expect.arrayContaining(['listed/a.txt', 'listed-not/c.txt']));
    });

    it('refuses keys that could escape the root, on every operation', async () => {
      for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a/./b', 'a//b', 'a\\b', '', '.hidden', 'a b']) {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
        await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/invalid storage key/);
      }
    });

    it('leaves nothing readable when the upload stream fails midway', async () => {
      await expect(storage.put('company-1/cut/big.bin', failingAfter(6 * MiB))).rejects.toThrow();
      expect(await storage.get('company-1/cut/big.bin')).toBeNull();
      if (under.interruptedUploads !== 'unlisted') expect(await storage.sweepStaleParts(new Date(Date.now() + 60_000))).toBe(0);
    });

    it('sweeps interrupted uploads older than the cutoff, and only those', async (ctx) => {
      if (under.interruptedUploads === 'unlisted') ctx.skip(`${name} does not list interrupted uploads`);
      await under.leaveInterruptedUpload('company-1/crashed/upload.bin');
      expect(await storage.sweepStaleParts(new Date(Date.now() + 60_000))).toBe(1);
      expect(await storage.sweepStaleParts(new Date(Date.now() + 60_000))).toBe(0);
      expect((await read('ranges/thousand.bin')).size).toBe(1000);
    });

    it('keeps an interrupted upload newer than the cutoff (one still under way)', async (ctx) => {
      if (under.interruptedUploads !== 'dated') ctx.skip(`${name} does not tell when an upload started`);
      await under.leaveInterruptedUpload('company-1/crashed/recent.bin');
      expect(await storage.sweepStaleParts(new Date(Date.now() - 60_000))).toBe(0);
      expect(await storage.sweepStaleParts(new Date(Date.now() + 60_000))).toBe(1);
    });

    it('is ready when files can be stored, and says so when they cannot', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
      await expect(under.unreachable().check()).rejects.toThrow();
    });
  });
}
