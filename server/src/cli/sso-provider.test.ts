import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { runCli } from './run';

let testDb: TestDatabase;
const dir = mkdtempSync(join(tmpdir(), 'boda-sso-cli-'));

beforeAll(async () => {
  testDb = await createTestDatabase({ seeded: true });
});
afterAll(async () => {
  await testDb.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function cli(env: NodeJS.ProcessEnv, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const database: Database = { ...testDb.database, close: async () => {} };
  const code = await runCli(argv, { openDatabase: async () => database, out: (l) => out.push(l), err: (l) => err.push(l), env });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('cli sso-provider', () => {
  it('saves a provider, prints the redirect URI to register, and lists it without the secret', async () => {
    const saved = await cli(
      { SSO_CLIENT_SECRET: 'top-secret-value', PUBLIC_ORIGIN: 'https://boda.example' },
      'sso-provider',
      ...['--company', 'demo', '--provider', 'gne', '--issuer', 'https://sso.gne.example', '--client-id', 'boda'],
      ...['--link-claim', 'school_user_id'],
    );
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toContain('Register the redirect URI https://boda.example/sso/gne.');
    const listed = await cli({}, 'sso-providers', '--company', 'demo');
    expect(listed.out).toContain('gne\tenabled\thttps://sso.gne.example\tclient boda\tsecret set\tlink claim school_user_id');
    expect(listed.out).not.toContain('top-secret-value');
  });

  it('applies a providers file, taking secrets from the environment', async () => {
    const file = join(dir, 'providers.json');
    writeFileSync(
      file,
      JSON.stringify([
        { company: 'demo', provider: 'dachaeum', issuer: 'https://id.dachaeum.example', clientId: 'b', clientSecretEnv: 'DACHAEUM_SECRET' },
      ]),
    );
    expect((await cli({}, 'sso-provider', '--file', file)).err).toBe('The environment variable DACHAEUM_SECRET is not set.');
    expect((await cli({ DACHAEUM_SECRET: 's' }, 'sso-provider', '--file', file)).code).toBe(0);
  });

  it('refuses plain http to another machine, an unknown company and missing openid scope', async () => {
    const base = ['sso-provider', '--company', 'demo', '--provider', 'google', '--client-id', 'x'];
    expect((await cli({}, ...base, '--issuer', 'http://sso.example')).err).toContain('https');
    expect((await cli({}, ...base, '--issuer', 'https://sso.example', '--scopes', 'profile')).err).toContain('openid');
    const unknown = await cli(
      {},
      'sso-provider',
      '--company',
      'nope',
      '--provider',
      'gne',
      '--issuer',
      'https://a.example',
      '--client-id',
      'x',
    );
    expect([unknown.code, unknown.err]).toEqual([1, 'No company with id "nope".']);
  });
});
