/**
 * Benchmarks of the compiled server: its start-up (startup.ts), the server process (embedded PGlite,
 * demo data) over HTTP on loopback, and the web bundle (bundle.ts, bundleBench.ts). Targets live here, not in timed tests. Run: npm run bench
 */
import { rmSync } from 'node:fs';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { benchBundle } from './bundleBench';
import { benchBurst } from './burst';
import { benchStartup } from './startup';
import { benchApiLoad } from './apiLoad';
import { benchClassLog } from './classLog';
import { benchClassroom } from './classroom';
import { benchLoginFlood } from './loginFlood';
import { benchMemory } from './memory';
import { buildServer, startCompiledServer } from './compiledServer';
import { benchPdfPages } from './pdfPages';
import { benchPenLatency } from './penLatency';
import { benchRecordUpload } from './recordUpload';
import { benchSolverOpen } from './solverOpen';
import { benchStatsCharts } from './statsCharts';
import { benchUserFolder } from './userFolder';
import { buildApp, buildBaseline } from './webBuilds';

interface Target {
  name: string;
  samples: number[];
  p95TargetMs: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timed(fn: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function expectOk(response: Response): Promise<void> {
  const body = (await response.json()) as { success: boolean; errorCode: string | null };
  if (!response.ok || !body.success) throw new Error(`request failed: ${response.status} ${body.errorCode}`);
}

async function main(): Promise<void> {
  // First, while nothing else runs: start-up times are the most sensitive to a busy machine.
  const startupPass = await benchStartup();
  console.log();
  const pdfPagesPass = await benchPdfPages();
  console.log();
  const penLatencyPass = await benchPenLatency();
  console.log();
  // Both web builds first: the server serves this run's app build.
  const webDir = await buildApp();
  const baselineDir = await buildBaseline();
  // The server as production runs it (the compiled bundle), on this run's app build.
  const built = buildServer();
  const server = await startCompiledServer(built.outDir, { WEB_DIR: webDir });
  const { origin } = server;
  const results: Target[] = [];
  try {
    const login = async () => {
      const response = await fetch(`${origin}/open/login/loginBoda`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ companyId: 'demo', username: 'student1', password: 'Boda!2468', autoLogin: 'false' }),
      });
      const body = (await response.json()) as { data: { result: { token: { access_token: string } } } };
      return body.data.result.token.access_token;
    };
    const token = await login();
    const loginSamples: number[] = [];
    for (let i = 0; i < 30; i += 1) loginSamples.push(await timed(async () => void (await login())));
    results.push({ name: 'login (argon2 verify + tokens)', samples: loginSamples, p95TargetMs: 400 });

    const getMe = async () =>
      expectOk(
        await fetch(`${origin}/boda/user?command=GET_ME`, {
          headers: { authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' },
        }),
      );
    for (let i = 0; i < 20; i += 1) await getMe();
    const meSamples: number[] = [];
    for (let i = 0; i < 300; i += 1) meSamples.push(await timed(getMe));
    results.push({ name: 'GET_ME sequential', samples: meSamples, p95TargetMs: 25 });

    const concurrentSamples: number[] = [];
    const started = performance.now();
    for (let round = 0; round < 25; round += 1) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => timed(getMe)));
      concurrentSamples.push(...batch);
    }
    const throughput = (25 * 20) / ((performance.now() - started) / 1000);
    results.push({ name: 'GET_ME 20 concurrent', samples: concurrentSamples, p95TargetMs: 150 });

    const listSamples: number[] = [];
    for (let i = 0; i < 200; i += 1) {
      listSamples.push(await timed(async () => expectOk(await fetch(`${origin}/open/company?command=LIST_NORMAL&keyword=demo`))));
    }
    results.push({ name: 'company LIST_NORMAL', samples: listSamples, p95TargetMs: 25 });

    let failed = false;
    console.log('benchmark                         p50 ms   p95 ms   target p95   result');
    for (const result of results) {
      const sorted = [...result.samples].sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const pass = p95 <= result.p95TargetMs;
      failed ||= !pass;
      console.log(
        `${result.name.padEnd(33)} ${percentile(sorted, 50).toFixed(1).padStart(6)} ${p95.toFixed(1).padStart(8)} ${String(result.p95TargetMs).padStart(12)}   ${pass ? 'PASS' : 'FAIL'}`,
      );
    }
    const throughputPass = throughput >= 200;
    failed ||= !throughputPass;
    console.log(`GET_ME throughput: ${throughput.toFixed(0)} req/s (target >= 200)   ${throughputPass ? 'PASS' : 'FAIL'}`);
    console.log();
    // Its own servers (PGlite, then PostgreSQL), with the import load on each.
    for (const kind of ['pglite', 'postgres'] as const) failed = !(await benchApiLoad(kind)) || failed;
    // The server's memory at ready, under that API load and after it, over rounds (its own servers).
    for (const kind of ['pglite', 'postgres'] as const) failed = !(await benchMemory(kind)) || failed;
    console.log();
    const bundlePass = await benchBundle({ origin, webDir, baselineDir });
    failed ||= !bundlePass;
    console.log();
    failed = !(await benchSolverOpen(origin)) || failed;
    console.log();
    // The web classroom on this server and web build (it adds student4 and student5 to the demo room).
    failed = !(await benchClassroom({ origin, pid: server.pid })) || failed;
    console.log();
    // A sign-in flood on its own compiled server (this run's bundle): another user's GET_ME against idle.
    failed = !(await benchLoginFlood(built.outDir)) || failed;
    console.log();
    // The manage area's 10,000-user folder on its own compiled server (this run's bundle and app build).
    failed = !(await benchUserFolder({ outDir: built.outDir, webDir })) || failed;
    console.log();
    // Their own compiled servers: the class log and the statistics on PostgreSQL, then a 2 GB recording on local disk.
    failed = !(await benchClassLog()) || failed;
    failed = !(await benchStatsCharts()) || failed;
    failed = !(await benchRecordUpload()) || failed;
    console.log();
    // The 9 o'clock burst on its own compiled servers: 500 students sign in and join within 60 s.
    for (const kind of ['pglite', 'postgres'] as const) failed = !(await benchBurst(kind)) || failed;
    process.exitCode = failed || !startupPass || !pdfPagesPass || !penLatencyPass ? 1 : 0;
  } finally {
    await server.stop();
    built.remove();
    rmSync(webDir, { recursive: true, force: true });
    rmSync(baselineDir, { recursive: true, force: true });
  }
}

await main();
