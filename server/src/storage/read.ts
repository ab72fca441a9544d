import type { FileStorage } from './file-storage';

/** The whole object in memory (spreadsheets and images that are processed, never large files). */
export async function readStored(storage: FileStorage, key: string): Promise<Buffer> {
  const found = await storage.get(key);
  if (!found) throw new Error(`stored object missing: ${key}`);
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
