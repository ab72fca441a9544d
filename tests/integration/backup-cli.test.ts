import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/src/db/client';
import { LocalFileStorage } from '../../server/src/storage/local';
import { databaseContents, storedFiles } from '../../server/src/test/backup';
import { compiledServerDir } from '../../server/src/test/compiled-server';
import { freePort } from '../fixtures/free-port';

/*
 * The operations section's commands as a school runs them in production, in real processes on the
 * embedded database: the compiled CLI's `backup` (`node dist/server/cli.js`, the run's compiled server
 * here) while the compiled server runs (it takes the backup; requests keep being answered), then
 * `restore` into an empty DATA_DIR gives the same rows and files, and a second restore into the same
 * folder is refused. (`npm run cli --`, the CLI from source, is cli.test.ts's.)
 */

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'boda-backup-cli-'));
const source = join(work, 'source');
const restored = join(work, 'restored');
const backupFile = join(work, 'school.boda-backup');
const stop: Array<() => void> = [];
afterAll(() => {
  for (const fn of stop) fn();
  rmSync(work, { recursive: true, force: true });
});

function cli(dataDir: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [join(compiledServerDir(), 'cli.js'), ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE: '' } },
      (err, stdout, stderr) => done({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function startServer(dataDir: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(compiledServerDir(), 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STORAGE: '',
      PORT: String(port),
      WEB_DIR: join(work, 'no-web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stop.push(() => child.exitCode === null && child.kill('SIGKILL'));
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if ((await fetch(`${origin}/health/ready`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not get ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe("the CLI's backup / restore (real processes, embedded database)", () => {
  it('backs up while the server runs, restores into an empty DATA_DIR, refuses a second restore there', async () => {
    const company = ['create-company', '--id', 'busan-english', '--name', 'Busan English', '--operator-id', 'admin'];
    expect((await cli(source, ...company, '--operator-password', 'Secure!2580')).code).toBe(0);
    mkdirSync(join(source, 'files', 'company-1'), { recursive: true });
    writeFileSync(join(source, 'files', 'company-1', 'handout.txt'), 'page one\n');

    const server = await startServer(source);
    // Requests that read the database go on being answered while the backup is taken. (Not readiness:
    // its 2 s budget for the database is a load balancer's, which a dump on a loaded machine can exceed.)
    let answered = 0;
    let failed = 0;
    let polling = true;
    const poll = (async () => {
      while (polling) {
        const reply = await fetch(`${server.origin}/open/company?command=LIST_NORMAL`).catch(() => null);
        if (reply?.ok) answered += 1;
        else failed += 1;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const taken = await cli(source, 'backup', '--out', backupFile);
    polling = false;
    await poll;
    expect(taken.stderr).toBe('');
    expect(taken.code).toBe(0);
    expect(taken.stdout).toMatch(/The server \(process \d+\) has the embedded database open: it takes the backup, classes go on\./);
    expect(taken.stdout).toMatch(/Backup written to .*school\.boda-backup \([\d.]+ MiB, schema \d{4}_\w+, from the pglite database\)\./);
    expect([answered > 0, failed]).toEqual([true, 0]);
    expect(await cli(source, 'backup', '--out', backupFile)).toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });
    await server.stop();

    const first = await cli(restored, 'restore', '--in', backupFile);
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^Restored \d+ rows in \d+ tables and 1 files into /);
    const again = await cli(restored, 'restore', '--in', backupFile);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Restore refused: The embedded database folder');

    const contents = [];
    for (const dataDir of [source, restored]) {
      const database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
      try {
        contents.push(await databaseContents(database.db));
      } finally {
        await database.close();
      }
    }
    // The running server's own job queue (its recurring jobs, their leases and results) may move on
    // after the backup was taken; every other table must come back exactly, and every queued job the
    // backup held must be there.
    const [sourceRows, restoredRows] = contents as [Record<string, string[]>, Record<string, string[]>];
    const jobIds = (rows: string[] | undefined) => (rows ?? []).map((row) => (JSON.parse(row) as string[])[0]);
    expect(jobIds(sourceRows.jobs)).toEqual(expect.arrayContaining(jobIds(restoredRows.jobs)));
    const withoutJobQueue = (all: Record<string, string[]>) =>
      Object.fromEntries(Object.entries(all).filter(([name]) => name !== 'jobs' && !/^sequence .*jobs_job_id_seq/.test(name)));
    expect(Object.keys(withoutJobQueue(sourceRows)).length).toBeGreaterThan(20);
    expect(withoutJobQueue(restoredRows)).toEqual(withoutJobQueue(sourceRows));
    expect(await storedFiles(new LocalFileStorage(join(restored, 'files')))).toEqual(
      await storedFiles(new LocalFileStorage(join(source, 'files'))),
    );
  }, 600_000);
});
