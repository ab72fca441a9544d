/**
 * The compiled production server for the benches that load it (apiLoad.ts, classLog.ts,
 * recordUpload.ts): built with scripts/build-server.mjs into a temp folder under dist/, started as
 * `node main.js` on a fresh DATA_DIR with the demo seed (as startup.ts runs it), ready when
 * /health/ready answers.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createScratchPostgres } from '../../server/src/test/database';
import { freePort } from '../fixtures/free-port';
import { buildServer as buildCompiledServer, serverProcessEnv, waitUntilReady } from '../fixtures/spawned-server';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface CompiledServer {
  origin: string;
  pid: number;
  dataDir: string;
  stop(): Promise<void>;
}

/** Resident memory of a process (VmRSS), in bytes. */
export function rssOf(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) * 1024 : NaN;
}

/** Builds the server once into a temp folder; `remove` deletes it. */
export function buildServer(): { outDir: string; remove(): void } {
  return buildCompiledServer('bench');
}

export interface StartOptions {
  /** Start on this data folder (a restart) instead of a new one; it is kept when the server stops. */
  dataDir?: string;
  /** Keep the new data folder when the server stops (to start again on it). */
  keepDataDir?: boolean;
}

export async function startCompiledServer(
  outDir: string,
  env: Record<string, string>,
  options: StartOptions = {},
): Promise<CompiledServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'boda-bench-data-'));
  const keep = options.dataDir !== undefined || options.keepDataDir === true;
  let output = '';
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: repoRoot,
    env: serverProcessEnv(port, dataDir, { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000', ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(origin, child, () => output, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { origin, pid: child.pid ?? 0, dataDir, stop };
}

/** Signs in a demo user; the access token. */
export async function demoToken(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/open/login/loginBoda`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ companyId: 'demo', username, password: 'Boda!2468', autoLogin: 'false' }),
  });
  const body = (await response.json()) as { success: boolean; data: { result: { token: { access_token: string } } } | null };
  if (!body.success || !body.data) throw new Error(`sign-in of ${username} failed (${response.status})`);
  return body.data.result.token.access_token;
}

/** A fresh PostgreSQL database for one run (scripts/postgres.sh, or TEST_DATABASE_URL's server), or null when the machine has none. */
export async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const started = spawnSync('bash', ['scripts/postgres.sh'], { cwd: repoRoot, encoding: 'utf8' });
  const adminUrl = process.env.TEST_DATABASE_URL ?? started.stdout.trim();
  if (!adminUrl) return null;
  return createScratchPostgres(adminUrl, 'boda_bench');
}

/** A temp folder for a bench's scratch files. */
export function scratchDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
