import { pipeline, type Readable, Transform } from 'node:stream';
import { createRequire } from 'node:module';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  assertStorageKey,
  type ByteRange,
  type FileStorage,
  RangeNotSatisfiableError,
  RESUMABLE_ID,
  resolveRange,
  type ResumableUploads,
  type StoredObject,
} from './file-storage';

const require = createRequire(import.meta.url);
let sdkLoaded: (typeof import('@aws-sdk/client-s3') & typeof import('@aws-sdk/lib-storage')) | undefined;
/** The AWS SDK takes ~0.3 s to load: required on the first S3 store made, so a local-disk server never loads it. */
function sdk() {
  sdkLoaded ??= {
    ...(require('@aws-sdk/client-s3') as typeof import('@aws-sdk/client-s3')),
    ...(require('@aws-sdk/lib-storage') as typeof import('@aws-sdk/lib-storage')),
  };
  return sdkLoaded;
}

/** S3_* settings (README "Configuration"); credentials left out use the SDK's default chain (instance roles, AWS_* variables). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, ...); AWS itself when left out. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key` (most S3-compatible servers want it). */
  forcePathStyle: boolean;
}

/** 5 MiB is S3's smallest part; two parts in flight bound the memory one upload holds to about 10 MiB. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

function statusOf(err: unknown): number | undefined {
  return (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isMissing(err: unknown): boolean {
  const name = (err as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(err) === 404;
}

function isUnsatisfiable(err: unknown): boolean {
  return (err as { name?: string }).name === 'InvalidRange' || statusOf(err) === 416;
}

/** `bytes 0-99/1000` -> the served range and the whole size. */
function parseContentRange(header: string): { start: number; end: number; size: number } | null {
  const match = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(header.trim());
  return match ? { start: Number(match[1]), end: Number(match[2]), size: Number(match[3]) } : null;
}

/** Files in an S3-compatible bucket, shared by every instance; reads and writes stream through this server. */
export class S3FileStorage implements FileStorage {
  readonly client: S3Client;
  private readonly aws = sdk();
  private readonly bucket: string;

  readonly resumable: ResumableUploads;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.resumable = {
      store: async (expirationMs) => {
        const { S3Store } = await import('@tus/s3-store');
        return new S3Store({
          partSize: 8 * 1024 * 1024,
          expirationPeriodInMilliseconds: expirationMs,
          s3ClientConfig: {
            bucket: config.bucket,
            region: config.region,
            endpoint: config.endpoint,
            forcePathStyle: config.forcePathStyle,
            credentials:
              config.accessKeyId && config.secretAccessKey
                ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
                : undefined,
          },
        });
      },
      keyOf: (uploadId) => uploadId,
      sideKeysOf: (uploadId) => [`${uploadId}.info`, `${uploadId}.part`],
    };
    this.client = new this.aws.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  async put(key: string, data: Buffer | Readable): Promise<{ size: number }> {
    assertStorageKey(key);
    let size = 0;
    let body: Buffer | Readable = data;
    if (Buffer.isBuffer(data)) size = data.length;
    else {
      // Counted on the way through; pipeline carries a failing source (a cut upload) into the upload, which then aborts.
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      body = pipeline(data, counted, () => undefined);
    }
    // Upload sends one PUT for a small body and a multipart upload (aborted on failure) for a large one.
    const upload = new this.aws.Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    await upload.done();
    return { size };
  }

  private async sizeOf(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new this.aws.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    assertStorageKey(key);
    let asked: { start: number; end?: number } | undefined;
    if (range && 'suffix' in range) {
      // Not every S3-compatible server reads `bytes=-N`: resolve it against the size first.
      const size = await this.sizeOf(key);
      if (size === null) return null;
      const served = resolveRange(range, size);
      if (!served) throw new RangeNotSatisfiableError(size);
      asked = served;
    } else asked = range;
    if (asked?.end !== undefined && asked.end < asked.start) throw new Error(`invalid byte range ${asked.start}-${asked.end}`);
    try {
      const answer = await this.client.send(
        new this.aws.GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: asked ? `bytes=${asked.start}-${asked.end ?? ''}` : undefined,
        }),
      );
      const stream = answer.Body as Readable;
      const served = answer.ContentRange ? parseContentRange(answer.ContentRange) : null;
      // A server that ignored the range answered the whole object: serve it as such.
      if (served) return { stream, size: served.size, range: { start: served.start, end: served.end } };
      return { stream, size: answer.ContentLength ?? 0, range: null };
    } catch (err) {
      if (isMissing(err)) return null;
      if (isUnsatisfiable(err)) {
        const size = await this.sizeOf(key);
        if (size === null) return null;
        throw new RangeNotSatisfiableError(size);
      }
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new this.aws.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix = ''): AsyncIterable<{ key: string; size: number }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.aws.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix || undefined, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  async sweepStaleParts(olderThan: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    for (;;) {
      const page = await this.client.send(
        new this.aws.ListMultipartUploadsCommand({ Bucket: this.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }),
      );
      for (const upload of page.Uploads ?? []) {
        // A live upload started recently; parts of a crashed one would otherwise be billed forever.
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= olderThan) continue;
        // Resumable uploads may pause for a day; their own expiry removes them (records/uploads.ts).
        if (RESUMABLE_ID.test(upload.Key)) continue;
        await this.client.send(
          new this.aws.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed += 1;
      }
      if (!page.IsTruncated) return removed;
      keyMarker = page.NextKeyMarker;
      uploadIdMarker = page.NextUploadIdMarker;
    }
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new this.aws.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw new Error(`S3 bucket "${this.bucket}" is not reachable (HTTP ${statusOf(err) ?? 'no answer'})`, { cause: err });
    }
  }

  /** Closes the client's idle connections (tests, shutdown). */
  close(): void {
    this.client.destroy();
  }
}
