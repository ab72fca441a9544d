import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EncryptedFileBackend, MemoryBackend } from './file-backend';
import { TokenStore } from './token-store';
import type { Cipher, SecretBackend } from './types';

const SERVER = 'https://boda.example.kr';

/** Stands in for Electron safeStorage: real AES-GCM with a per-test key. */
function fakeCipher(opts: { available?: boolean; weak?: boolean } = {}): Cipher {
  const key = randomBytes(32);
  return {
    isEncryptionAvailable: () => opts.available ?? true,
    isWeak: () => opts.weak ?? false,
    encryptString(plain) {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
      return Buffer.concat([iv, c.getAuthTag(), body]);
    },
    decryptString(buf) {
      const d = createDecipheriv('aes-256-gcm', key, buf.subarray(0, 12));
      d.setAuthTag(buf.subarray(12, 28));
      return Buffer.concat([d.update(buf.subarray(28)), d.final()]).toString('utf8');
    },
  };
}

const unavailable: SecretBackend = {
  name: 'keychain',
  available: () => Promise.resolve(false),
  get: () => Promise.reject(new Error('no keychain')),
  set: () => Promise.reject(new Error('no keychain')),
  delete: () => Promise.reject(new Error('no keychain')),
};

const tmp = () => mkdtemp(path.join(os.tmpdir(), 'boda-tokens-'));

describe('TokenStore with the encrypted-file fallback', () => {
  it('falls back when the keychain is unavailable, encrypts at rest and raises a notice', async () => {
    const dir = await tmp();
    const cipher = fakeCipher();
    const file = new EncryptedFileBackend(dir, cipher);
    const store = new TokenStore(dir, [unavailable, file, new MemoryBackend()]);
    expect(await store.init()).toEqual({ backend: 'safeStorage', notice: 'NO_KEYCHAIN', previousBackend: null });

    await store.set(SERVER, 'acme:kim', { accessToken: 'acc-1', refreshToken: 'ref-1', rememberToken: 'rem-1' });
    expect(await store.get(SERVER, 'acme:kim')).toEqual({
      userKey: 'acme:kim',
      tokens: { accessToken: 'acc-1', refreshToken: 'ref-1', rememberToken: 'rem-1' },
    });
    const onDisk = await readFile(path.join(dir, 'secure-tokens.json'), 'utf8');
    expect(onDisk).not.toContain('acc-1');
    expect(JSON.parse(onDisk)).toMatchObject({ version: 1, backend: 'safeStorage' });

    await store.set(SERVER, 'acme:kim', { accessToken: 'acc-2' });
    expect((await store.get(SERVER))?.tokens).toEqual({ accessToken: 'acc-2', refreshToken: 'ref-1', rememberToken: 'rem-1' });

    // A new process with the same cipher key reads what the first one wrote.
    const again = new TokenStore(dir, [unavailable, new EncryptedFileBackend(dir, cipher)]);
    await again.init();
    expect((await again.get(SERVER))?.tokens.accessToken).toBe('acc-2');

    await again.clear(SERVER, 'acme:kim');
    expect(await again.get(SERVER, 'acme:kim')).toBeNull();
    expect(await again.get(SERVER)).toBeNull();
  });

  it('keeps servers and users apart', async () => {
    const dir = await tmp();
    const store = new TokenStore(dir, [new EncryptedFileBackend(dir, fakeCipher())]);
    await store.init();
    await store.set(SERVER, 'a:1', { accessToken: 'A' });
    await store.set('https://other.example.kr', 'a:1', { accessToken: 'B' });
    expect((await store.get(SERVER, 'a:1'))?.tokens.accessToken).toBe('A');
    expect((await store.get('https://other.example.kr', 'a:1'))?.tokens.accessToken).toBe('B');
    expect(await store.get(SERVER, 'a:2')).toBeNull();
  });

  it('treats undecryptable data as signed out', async () => {
    const dir = await tmp();
    const first = new TokenStore(dir, [new EncryptedFileBackend(dir, fakeCipher())]);
    await first.init();
    await first.set(SERVER, 'u', { accessToken: 'A' });
    const otherKey = new TokenStore(dir, [new EncryptedFileBackend(dir, fakeCipher())]);
    await otherKey.init();
    expect(await otherKey.get(SERVER, 'u')).toBeNull();
  });

  it('reports weak encryption, memory-only storage and a changed backend', async () => {
    const dir = await tmp();
    const weak = new EncryptedFileBackend(dir, fakeCipher({ weak: true }));
    expect((await new TokenStore(dir, [unavailable, weak], () => weak.isWeak()).init()).notice).toBe('WEAK_ENCRYPTION');
    const mem = await new TokenStore(dir, [
      unavailable,
      new EncryptedFileBackend(dir, fakeCipher({ available: false })),
      new MemoryBackend(),
    ]).init();
    expect(mem).toEqual({ backend: 'memory', notice: 'NOT_PERSISTED', previousBackend: 'safeStorage' });
    const back = await new TokenStore(dir, [new EncryptedFileBackend(dir, fakeCipher())]).init();
    expect(back).toEqual({ backend: 'safeStorage', notice: 'BACKEND_CHANGED', previousBackend: 'memory' });
  });
});
