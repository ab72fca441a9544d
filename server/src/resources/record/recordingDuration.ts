import { createHash, type Hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileStorage } from '../../storage/file-storage';
import { patchWebmHead, type WebmDurationPlan, WebmDurationScanner } from './webmDuration';

/*
 * A finished upload is read once for its SHA-256 and, when it is a WebM recording, for what its
 * missing duration needs (webmDuration.ts). Writing the duration rewrites the object through the
 * storage's own put (local: beside it, then renamed; S3: a new object that replaces the old one only
 * when it is whole), so a failure leaves the upload as it arrived.
 */

export interface StoredBytes {
  size: number;
  sha256: string;
}

async function readAll(storage: FileStorage, key: string, onChunk: (chunk: Buffer) => void): Promise<void> {
  const stored = await storage.get(key);
  if (!stored) throw new Error(`finished upload ${key} is not in storage`);
  for await (const chunk of stored.stream) onChunk(chunk as Buffer);
}

/** The upload's size and SHA-256, and, for a WebM recording lacking its duration, the plan to write it. */
export async function readFinishedUpload(
  storage: FileStorage,
  key: string,
  webm: boolean,
): Promise<StoredBytes & { plan: WebmDurationPlan | null }> {
  const hash = createHash('sha256');
  const scanner = webm ? new WebmDurationScanner() : null;
  let size = 0;
  await readAll(storage, key, (chunk) => {
    hash.update(chunk);
    scanner?.push(chunk);
    size += chunk.length;
  });
  return { size, sha256: hash.digest('hex'), plan: scanner?.finish() ?? null };
}

async function* hashed(parts: AsyncIterable<Buffer>, hash: Hash, counted: { size: number }): AsyncGenerator<Buffer> {
  for await (const part of parts) {
    hash.update(part);
    counted.size += part.length;
    yield part;
  }
}

async function* patched(head: Buffer, rest: Readable | null): AsyncGenerator<Buffer> {
  yield head;
  if (rest) for await (const chunk of rest) yield chunk as Buffer;
}

/**
 * Rewrites the stored recording with its duration in the Segment Info; answers the stored bytes, or
 * null when the head no longer matches the plan (the object changed meanwhile).
 */
export async function writeWebmDuration(storage: FileStorage, key: string, plan: WebmDurationPlan): Promise<StoredBytes | null> {
  const headObject = await storage.get(key, { start: 0, end: plan.infoEnd - 1 });
  if (!headObject) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of headObject.stream) chunks.push(chunk as Buffer);
  const original = Buffer.concat(chunks);
  const head = original.length === plan.infoEnd ? patchWebmHead(original, plan) : null;
  if (!head) return null;
  const rest = headObject.size > plan.infoEnd ? ((await storage.get(key, { start: plan.infoEnd }))?.stream ?? null) : null;
  const hash = createHash('sha256');
  const counted = { size: 0 };
  const { size } = await storage.put(key, Readable.from(hashed(patched(head, rest), hash, counted)));
  if (size !== counted.size) throw new Error(`rewriting ${key} stored ${size} of ${counted.size} bytes`);
  return { size, sha256: hash.digest('hex') };
}
