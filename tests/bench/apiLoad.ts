/**
 * The API under load (issue 11), on embedded PGlite and on PostgreSQL: EXIST_NEW, GET_ME and room
 * LIST at 100 connections against two baselines measured in the same run (a bare Fastify route
 * answering the same JSON, and a bare Fastify route doing one indexed SELECT on the same kind of
 * database; baselineServer.ts), then other users' GET_ME while a 10,000-row import runs
 * (importLoad.ts). Prints ratios and PASS/FAIL per target; nothing here is a timed test.
 * Alone: npx tsx tests/bench/apiLoad.ts [pglite|postgres]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { buildServer, freshPostgres, startCompiledServer } from './compiledServer';
import { benchImportLoad } from './importLoad';
import { type LoadResult, measureLoad } from './load';

type Kind = 'pglite' | 'postgres';
const repoRoot = resolve(import.meta.dirname, '../..');
const TARGET_RATIO: Record<Kind, number> = { pglite: 0.3, postgres: 0.5 };
const P99_TARGET_MS: Record<Kind, number | null> = { pglite: null, postgres: 50 };

export async function startBaseline(
  jsonFile: string,
  databaseUrl: string,
): Promise<{ origin: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/bench/baselineServer.ts'], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', BENCH_JSON_FILE: jsonFile, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolvePort, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolvePort(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`baseline server exited (${code})`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function tokenOf(origin: string, username: string): Promise<string> {
  const response = await fetch(`${origin}/open/login/loginBoda`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ companyId: 'demo', username, password: 'Boda!2468', autoLogin: 'false' }),
  });
  const body = (await response.json()) as { data: { result: { token: { access_token: string } } } };
  return body.data.result.token.access_token;
}

function line(name: string, r: LoadResult, baseline?: LoadResult): string {
  const ratio = baseline ? `${(r.perSecond / baseline.perSecond).toFixed(3)}x` : '';
  return (
    `${name.padEnd(30)} ${r.perSecond.toFixed(0).padStart(7)} req/s ${ratio.padStart(8)}  p50 ${r.p50.toFixed(1).padStart(7)} ms  ` +
    `p99 ${r.p99.toFixed(1).padStart(7)} ms  timeouts ${r.timeouts}  errors ${r.errors}` +
    (r.cpuUsPerRequest === null ? '' : `  server CPU ${r.cpuUsPerRequest.toFixed(0)} µs/req`)
  );
}

/** One database kind; returns whether every target passed. */
export async function benchApiLoad(kind: Kind): Promise<boolean> {
  const postgres = kind === 'postgres' ? await freshPostgres() : null;
  if (kind === 'postgres' && !postgres) {
    console.log('PostgreSQL: not available on this machine, skipped');
    return true;
  }
  const databaseUrl = postgres?.url ?? '';
  // The server as production runs it: the compiled bundle (scripts/build-server.mjs), not tsx.
  const built = buildServer();
  const server = await startCompiledServer(built.outDir, { DATABASE_URL: databaseUrl });
  const tmp = mkdtempSync(join(tmpdir(), 'boda-bench-'));
  let pass = true;
  try {
    const { origin } = server;
    const student = await tokenOf(origin, 'student1');
    const teacher = await tokenOf(origin, 'teacher1');
    const as = (token: string) => ({ authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' });
    const me = await fetch(`${origin}/boda/user?command=GET_ME`, { headers: as(student) });
    writeFileSync(join(tmp, 'me.json'), await me.text());

    const baseline = await startBaseline(join(tmp, 'me.json'), databaseUrl);
    let json: LoadResult;
    let select: LoadResult;
    try {
      json = await measureLoad(baseline.origin, { path: '/json' }, { serverPid: baseline.pid });
      select = await measureLoad(baseline.origin, { path: '/select' }, { serverPid: baseline.pid });
    } finally {
      await baseline.stop();
    }
    console.log(`\nAPI at 100 connections, ${kind} (ratio against the one-SELECT baseline; target >= ${TARGET_RATIO[kind]}x)`);
    console.log(line('baseline: bare JSON', json));
    console.log(line('baseline: one indexed SELECT', select));
    const calls: Array<[string, string, string]> = [
      ['message EXIST_NEW (student)', '/boda/message/recv?command=EXIST_NEW', student],
      ['user GET_ME (student)', '/boda/user?command=GET_ME', student],
      ['room LIST (teacher)', '/boda/room?command=LIST&page=1&size=10', teacher],
    ];
    for (const [name, path, token] of calls) {
      const result = await measureLoad(origin, { path, headers: as(token) }, { serverPid: server.pid });
      const ratio = result.perSecond / select.perSecond;
      const p99Target = P99_TARGET_MS[kind];
      const ok =
        ratio >= TARGET_RATIO[kind] && result.timeouts === 0 && result.errors === 0 && (p99Target === null || result.p99 < p99Target);
      pass &&= ok;
      console.log(`${line(name, result, select)}  ${ok ? 'PASS' : 'FAIL'}`);
    }
    if (P99_TARGET_MS[kind] !== null) console.log(`(p99 target < ${P99_TARGET_MS[kind]} ms, timeouts target 0)`);
    pass = (await benchImportLoad(origin)) && pass;
  } finally {
    await server.stop();
    built.remove();
    await postgres?.drop();
    rmSync(tmp, { recursive: true, force: true });
  }
  return pass;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const only = process.argv[2] as Kind | undefined;
  let pass = true;
  for (const kind of only ? [only] : (['pglite', 'postgres'] as const)) pass = (await benchApiLoad(kind)) && pass;
  process.exitCode = pass ? 0 : 1;
}
