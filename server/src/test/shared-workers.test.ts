import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { postgresOnlyFiles, serverDatabaseFiles, sharedWorkerFiles, sharesWorkers } from './node-projects';

// A module header and nothing else: a valid, empty WebAssembly module.
const EMPTY_MODULE = new Uint8Array([0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]);
const TWO_MEGABYTES = new Uint8Array(2 * 1024 * 1024);

describe('which node test files share workers', () => {
  // Spelled in pieces: this file's own text must not match the rule it tests.
  const harness = `import { startHarness } from '../../${'test'}/harness';`;
  const integrationHarness = `import type { Harness } from '../../server/src/${'test'}/harness';`;
  const embedded = `const db = await create${'EmbeddedTestDatabase'}();`;

  it('shares a file that opens the test database (whose engine runs in a child process)', () => {
    for (const source of [harness, integrationHarness]) expect(sharesWorkers('server/src/x.test.ts', source)).toBe(true);
  });

  it('keeps a file that loads WebAssembly whatever the database isolated, and shares one that loads none', () => {
    expect(sharesWorkers('server/src/x.test.ts', `${harness}\n${embedded}`)).toBe(false);
    expect(sharesWorkers(`server/src/${'pdf'}/x.test.ts`, "import { inspectPdf } from './inspect';")).toBe(false);
    expect(sharesWorkers('server/src/x.test.ts', "import { parseEnv } from './env';")).toBe(true);
  });

  it("lists the server's files that open a database for the PostgreSQL pass (scripts/test.sh), and only those", () => {
    const files = serverDatabaseFiles(process.cwd());
    expect(files).toContain('server/src/resources/classClient/classClient.test.ts');
    expect(files).not.toContain('server/src/auth/policies/classroom.test.ts');
    expect(files.every((file) => file.startsWith('server/') && file.endsWith('.test.ts'))).toBe(true);
  });

  it('runs on PostgreSQL only the database files that are not about the embedded database, which run on both', () => {
    const all = serverDatabaseFiles(process.cwd());
    const postgresOnly = postgresOnlyFiles(process.cwd());
    expect(postgresOnly).toContain('server/src/resources/enquiry/enquiry.test.ts');
    expect(postgresOnly.every((file) => all.includes(file))).toBe(true);
    // Its driver and single connection, backups of its folder, a file that asks which database it has,
    // and the fuzz test's driver errors stay on the embedded database as well.
    for (const onBoth of [
      `server/src/db/${'pg'}lite-prepared.test.ts`, // spelled in pieces, as above
      'server/src/backup/round-trip.test.ts',
      'server/src/resources/user/excel/write.test.ts',
      'server/src/resources/session/statements.test.ts',
      'server/src/http/fuzz.test.ts',
    ])
      expect(postgresOnly, onBoth).not.toContain(onBoth);
  });
});

// This file runs in node-shared, whose set-up (shared-workers.ts) is the guard under test.
describe('the shared workers guard', () => {
  it('is where this file runs', () => {
    expect(sharedWorkerFiles(process.cwd())).toContain('server/src/test/shared-workers.test.ts');
  });

  it('refuses a large WebAssembly module in this thread and lets a small one through', async () => {
    await expect(WebAssembly.compile(TWO_MEGABYTES)).rejects.toThrow(/node-shared/);
    await expect(WebAssembly.instantiate(TWO_MEGABYTES)).rejects.toThrow(/node-shared/);
    expect(() => new WebAssembly.Module(TWO_MEGABYTES)).toThrow(/node-shared/);
    await expect(WebAssembly.compile(EMPTY_MODULE)).resolves.toBeInstanceOf(WebAssembly.Module);
  });

  it('refuses one in a worker thread a test starts (where the server runs its embedded database)', async () => {
    const worker = new Worker(
      `const { parentPort } = await import('node:worker_threads');
       const answer = await WebAssembly.compile(new Uint8Array(${TWO_MEGABYTES.byteLength})).then(() => 'compiled', (err) => err.message);
       parentPort.postMessage(answer);`,
      { eval: true, type: 'module' } as ConstructorParameters<typeof Worker>[1],
    );
    const [answer] = (await once(worker, 'message')) as [string];
    await worker.terminate();
    expect(answer).toMatch(/node-shared/);
  });
});
