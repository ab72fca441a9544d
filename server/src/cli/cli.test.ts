import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { UserType } from '@boda/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import type { Database } from '../db/client';
import { DEMO } from '../seed/demo';
import { findCompanyById } from '../resources/company/repository';
import { findUserByLoginId } from '../resources/user/repository';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { runCli } from './run';

let testDb: TestDatabase;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.dispose();
});

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  // The CLI closes what it opens; the shared test database must stay open for the next call.
  const database: Database = { ...testDb.database, close: async () => {} };
  const code = await runCli(argv, {
    openDatabase: async () => database,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    env: {},
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const valid = ['--id', 'busan-english', '--name', 'Busan English', '--operator-id', 'admin', '--operator-password', 'Secure!2580'];

describe('cli create-company', () => {
  it('creates the company and its first operator', async () => {
    const result = await cli('create-company', ...valid, '--code', '300003', '--operator-name', 'Director Song');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Created company "Busan English" (id busan-english, code 300003');
    expect(result.out).toContain('Created operator admin ("Director Song"');
    const company = await findCompanyById(testDb.database.db, 'busan-english');
    const operator = await findUserByLoginId(testDb.database.db, company?.companyIdx ?? 0, 'admin');
    expect(operator).toMatchObject({ userTypeCd: UserType.OPERATOR, userRoleCd: 'OPER', userName: 'Director Song' });
    expect(await verifyPassword(operator?.passwordHash ?? '', 'Secure!2580')).toBe(true);
  });

  it('refuses an existing id with a clear message and exit code 1', async () => {
    const result = await cli('create-company', ...valid);
    expect(result.code).toBe(1);
    expect(result.err).toBe('A company with id "busan-english" already exists.');
  });

  it("validates the password with the company's (high) policy, the ids and the arguments", async () => {
    const weak = await cli(
      'create-company',
      '--id',
      'weak-co',
      '--name',
      'Weak',
      '--operator-id',
      'admin',
      '--operator-password',
      'abc12345',
    );
    expect(weak.code).toBe(1);
    expect(weak.err).toContain('Invalid operator password (high policy)');
    const reserved = await cli('create-company', ...valid.map((v) => (v === 'busan-english' ? 'manage' : v)));
    expect([reserved.code, reserved.err]).toEqual([1, 'The company id "manage" is reserved by the web app.']);
    const missing = await cli('create-company', '--id', 'x-co');
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Missing --name, --operator-id, --operator-password');
    expect((await cli('create-company', '--bogus')).code).toBe(2);
    expect((await cli('explode')).code).toBe(2);
    expect(await findCompanyById(testDb.database.db, 'weak-co')).toBeNull();
  });
});

describe('cli seed-demo', () => {
  it('creates the demo company once and is idempotent', async () => {
    const first = await cli('seed-demo');
    expect(first.code).toBe(0);
    expect(first.out).toContain('Created the demo company "demo"');
    const second = await cli('seed-demo');
    expect(second.out).toContain('already exists');
    const company = await findCompanyById(testDb.database.db, DEMO.companyId);
    for (const userId of [...Object.values(DEMO.users), ...DEMO.students]) {
      expect(await findUserByLoginId(testDb.database.db, company?.companyIdx ?? 0, userId)).not.toBeNull();
    }
  });
});

describe('npm run cli (real process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'boda-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs against DATA_DIR and exits 0', async () => {
    const root = resolve(import.meta.dirname, '../../..');
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/cli.ts', 'create-company', ...valid], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    });
    expect(stdout).toContain('Created company "Busan English"');
  });
});
