import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readEnv } from '../config/env';
import { TICKET_KEY_FILE_NAME, loadOrCreateTicketKey, parseTicketKey } from './ticket-key';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'boda-ticket-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('join-ticket signing key', () => {
  it('is generated once into DATA_DIR with mode 600 and reloaded with the same kid', async () => {
    const file = join(tempDir(), 'nested', TICKET_KEY_FILE_NAME);
    const first = await loadOrCreateTicketKey(undefined, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    expect(stored).toMatchObject({ kty: 'EC', crv: 'P-256', kid: first.kid });
    expect(typeof stored.d).toBe('string');
    const again = await loadOrCreateTicketKey(undefined, file);
    expect(again.kid).toBe(first.kid);
    expect(again.publicJwk).toEqual(first.publicJwk);
    // The public JWK never carries the private scalar.
    expect(first.publicJwk).not.toHaveProperty('d');
    expect(first.publicJwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
  });

  it('prefers AGENT_TICKET_KEY (PKCS#8 or SEC1 PEM, escaped newlines, or JWK) over the file', async () => {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pkcs8 = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const sec1 = privateKey.export({ format: 'pem', type: 'sec1' }).toString();
    const jwk = JSON.stringify({ ...privateKey.export({ format: 'jwk' }), kid: 'rotation-2025' });
    const file = join(tempDir(), TICKET_KEY_FILE_NAME);

    const fromPem = await loadOrCreateTicketKey(pkcs8, file);
    expect((await loadOrCreateTicketKey(sec1, file)).kid).toBe(fromPem.kid);
    expect((await loadOrCreateTicketKey(pkcs8.replace(/\n/g, '\\n'), file)).kid).toBe(fromPem.kid);
    const fromJwk = await loadOrCreateTicketKey(jwk, file);
    expect(fromJwk.kid).toBe('rotation-2025');
    expect(fromJwk.publicJwk.x).toBe(fromPem.publicJwk.x);
    expect(() => statSync(file)).toThrow();
  });

  it('refuses keys the agents could not verify', async () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(parseTicketKey(rsa)).rejects.toThrow(/P-256/);
    await expect(parseTicketKey(p384)).rejects.toThrow(/P-256/);
    await expect(parseTicketKey('not a key')).rejects.toThrow(/AGENT_TICKET_KEY/);
    const publicOnly = JSON.stringify(generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' }));
    await expect(parseTicketKey(publicOnly)).rejects.toThrow();
  });
});

describe('PUBLIC_ORIGIN', () => {
  it('defaults to http://HOST:PORT, loopback for a wildcard bind', () => {
    expect(readEnv({}).publicOrigin).toBe('http://127.0.0.1:8080');
    expect(readEnv({ HOST: 'boda.lan', PORT: '9000' }).publicOrigin).toBe('http://boda.lan:9000');
    expect(readEnv({ HOST: '0.0.0.0' }).publicOrigin).toBe('http://127.0.0.1:8080');
  });

  it('normalises a configured origin and refuses paths or other schemes', () => {
    expect(readEnv({ PUBLIC_ORIGIN: 'https://Boda.Example.kr/' }).publicOrigin).toBe('https://boda.example.kr');
    expect(() => readEnv({ PUBLIC_ORIGIN: 'https://boda.example.kr/app' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readEnv({ PUBLIC_ORIGIN: 'ftp://boda.example.kr' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readEnv({ PUBLIC_ORIGIN: 'boda.example.kr' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('keeps the generated key beside the data', () => {
    expect(readEnv({ DATA_DIR: '/srv/boda' }).ticketKeyFile).toBe(`/srv/boda/${TICKET_KEY_FILE_NAME}`);
  });
});
