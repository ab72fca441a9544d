/**
 * Compiled server start-up (issue 11): time from spawn to the first answer and RSS at ready, for a
 * first start on an empty DATA_DIR and a restart, on PGlite and (when scripts/postgres.sh gives one)
 * PostgreSQL, beside a bare Fastify process measured in the same run. Targets: restart under 1 s, RSS at
 * ready under 250 MB on PGlite and 150 MB on PostgreSQL (issue 35), first start included. Printed, never asserted.
 * Alone: npx tsx tests/bench/startup.ts
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchPostgres } from '../../server/src/test/database';
import { freePort } from '../fixtures/free-port';

const repoRoot = resolve(import.meta.dirname, '../..');
const MB = 1_000_000;
const MIB = 1024 * 1024;

interface Start {
  ms: number;
  rssBytes: number;
}

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : NaN;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Spawns, polls `path` every 10 ms until it answers 200, reads RSS, stops the process. */
async function timeStart(args: string[], env: Record<string, string>, path: string): Promise<Start> {
  const port = await freePort();
  let output = '';
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`exited early:\n${output}`);
      if (performance.now() - started > 120_000) throw new Error(`no answer within 120 s:\n${output}`);
      const answer = await fetch(`http://127.0.0.1:${port}${path}`).catch(() => null);
      if (answer?.ok) {
        const ms = performance.now() - started;
        return { ms, rssBytes: rssOf(child.pid ?? 0) };
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    await stop(child);
  }
}

const BARE_FASTIFY = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ success: true, errorCode: null, data: { hello: 'world' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

async function postgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  let adminUrl: string;
  try {
    adminUrl = execFileSync('bash', ['scripts/postgres.sh'], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
  if (!adminUrl) return null;
  return createScratchPostgres(adminUrl, 'boda_bench');
}

interface Row {
  name: string;
  start: Start;
  /** Restart time target (ms) and RSS target (bytes); null: no target. */
  msTarget: number | null;
  rssTarget: number | null;
}

export async function benchStartup(): Promise<boolean> {
  const outDir = join(repoRoot, 'dist', `.server-bench-${randomBytes(4).toString('hex')}`);
  const dataDir = mkdtempSync(join(tmpdir(), 'boda-bench-start-'));
  const rows: Row[] = [];
  const database = await postgresDatabase();
  try {
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--out', outDir], { cwd: repoRoot, stdio: 'ignore' });
    const main = [join(outDir, 'main.js')];
    const common = { SEED_DEMO: '1', WEB_DIR: join(dataDir, 'no-web') };
    const baseline = await timeStart(['--input-type=module', '-e', BARE_FASTIFY], {}, '/');
    rows.push({ name: 'bare Fastify (baseline)', start: baseline, msTarget: null, rssTarget: null });
    const pglite = { ...common, DATA_DIR: dataDir, DATABASE_URL: '' };
    rows.push({
      name: 'PGlite first start (empty DATA_DIR)',
      start: await timeStart(main, pglite, '/health/ready'),
      msTarget: null,
      rssTarget: 250 * MB,
    });
    rows.push({ name: 'PGlite restart', start: await timeStart(main, pglite, '/health/ready'), msTarget: 1000, rssTarget: 250 * MB });
    if (database) {
      const postgres = { ...common, DATA_DIR: join(dataDir, 'pg-instance'), DATABASE_URL: database.url };
      rows.push({
        name: 'PostgreSQL first start (empty db)',
        start: await timeStart(main, postgres, '/health/ready'),
        msTarget: null,
        rssTarget: 150 * MB,
      });
      rows.push({
        name: 'PostgreSQL restart',
        start: await timeStart(main, postgres, '/health/ready'),
        msTarget: 1000,
        rssTarget: 150 * MB,
      });
    }

    let pass = true;
    console.log('compiled server start          to first answer   ratio    RSS at ready   ratio   target                 result');
    for (const row of rows) {
      const { ms, rssBytes } = row.start;
      const targets = [
        row.msTarget === null ? null : `< ${row.msTarget} ms`,
        row.rssTarget === null ? null : `< ${row.rssTarget / MB} MB`,
      ].filter(Boolean);
      const ok = (row.msTarget === null || ms < row.msTarget) && (row.rssTarget === null || rssBytes < row.rssTarget);
      if (targets.length > 0) pass &&= ok;
      console.log(
        [
          row.name.padEnd(36),
          `${ms.toFixed(0)} ms`.padStart(10),
          `${(ms / baseline.ms).toFixed(1)}x`.padStart(7),
          `${(rssBytes / MIB).toFixed(0)} MiB`.padStart(13),
          `${(rssBytes / baseline.rssBytes).toFixed(1)}x`.padStart(7),
          '  ' + (targets.join(', ') || '-').padEnd(22),
          targets.length === 0 ? '' : ok ? 'PASS' : 'FAIL',
        ].join(' '),
      );
    }
    if (!database) console.log('(PostgreSQL not available: scripts/postgres.sh failed; PostgreSQL rows skipped)');
    return pass;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = (await benchStartup()) ? 0 : 1;
}
