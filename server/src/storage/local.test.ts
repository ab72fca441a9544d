import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './local';

describe('LocalFileStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'boda-files-'));
  const storage = new LocalFileStorage(root);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('stores, reads and deletes files by key', async () => {
    expect(await storage.put('company-1/notes/a.pdf', Buffer.from('hello'))).toEqual({ size: 5 });
    await storage.put('company-1/notes/b.txt', Readable.from(['str', 'eam']));
    const found = await storage.get('company-1/notes/b.txt');
    expect(found?.size).toBe(6);
    expect(await text(found?.stream ?? Readable.from([]))).toBe('stream');
    await storage.delete('company-1/notes/a.pdf');
    expect(await storage.get('company-1/notes/a.pdf')).toBeNull();
  });

  it('refuses keys that could escape the root', async () => {
    for (const key of ['../etc/passwd', '/etc/passwd', 'a/../../b', 'a//b', 'a\\b', '']) {
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    }
  });
});
