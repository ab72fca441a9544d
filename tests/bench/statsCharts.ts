/**
 * Statistics charts over 1,000,000 attendance rows (issue 15), on PostgreSQL: the demo company gets a
 * year of generated meetings and class-client sessions (classLog.ts's generator, CLASS_LOG_BENCH_JOINS
 * rows, default 1,000,000), the rollups are folded from them once in SQL (rebuildCompanyStats, timed),
 * and the compiled server answers each monthly chart of the current month ~20 times (median, p95) beside
 * the one-SELECT baseline (baselineServer.ts) measured in the same run. The charts read only the rollup
 * tables, so their time must not grow with the attendance. Target: p95 under 100 ms per chart call.
 * Printed, never asserted. Alone: npx tsx tests/bench/statsCharts.ts
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { rebuildCompanyStats } from '../../server/src/resources/stats';
import { createScratchPostgres } from '../../server/src/test/database';
import { startBaseline } from './apiLoad';
import { generate } from './classLog';
import { buildServer, demoToken, scratchDir, startCompiledServer } from './compiledServer';

const repoRoot = resolve(import.meta.dirname, '../..');
const TARGET_MS = 100;
const CALLS = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function timeCalls(call: () => Promise<void>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 3; i += 1) await call();
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

/** `list`: not a chart (every account of the month, thousands of rows): printed, not held to the chart target. */
function charts(ym: string, today: string): Array<{ name: string; path: string; query: Record<string, string>; list?: boolean }> {
  return [
    { name: 'join chart (statsMeet LIST_JOIN_CHART)', path: '/boda/statsMeet', query: { command: 'LIST_JOIN_CHART', searchYm: ym } },
    { name: 'open chart (statsMeet LIST_OPEN_CHART)', path: '/boda/statsMeet', query: { command: 'LIST_OPEN_CHART', searchYm: ym } },
    { name: 'account chart (licenseStats/join)', path: '/boda/licenseStats/join', query: { command: 'LIST_CHART', searchYm: ym } },
    {
      name: 'concurrent chart (licenseStats/concurrent)',
      path: '/boda/licenseStats/concurrent',
      query: { command: 'LIST_CHART', searchYm: ym },
    },
    { name: 'hourly concurrency (concurrentStats)', path: '/boda/concurrentStats', query: { command: 'LIST_CHART', searchDate: today } },
    {
      name: 'month accounts (licenseLog/join LIST_TOTAL)',
      path: '/boda/licenseLog/join',
      query: { command: 'LIST_TOTAL', searchYm: ym },
      list: true,
    },
    { name: 'license usage (license GET)', path: '/boda/license', query: { command: 'GET' } },
  ];
}

export async function benchStatsCharts(): Promise<boolean> {
  const started = spawnSync('bash', ['scripts/postgres.sh'], { cwd: repoRoot, encoding: 'utf8' });
  const adminUrl = process.env.TEST_DATABASE_URL ?? started.stdout.trim();
  if (!adminUrl) {
    console.log('statistics bench: PostgreSQL not available on this machine, skipped');
    return true;
  }
  const database = await createScratchPostgres(adminUrl, 'boda_bench_stats');
  const build = buildServer();
  const tmp = scratchDir('boda-bench-stats-');
  const client = new pg.Client({ connectionString: database.url });
  let server: Awaited<ReturnType<typeof startCompiledServer>> | undefined;
  let pass = true;
  try {
    server = await startCompiledServer(build.outDir, { DATABASE_URL: database.url });
    await client.connect();
    const [{ company_idx: companyIdx }] = (
      await client.query<{ company_idx: number }>("SELECT company_idx FROM companies WHERE company_id = 'demo'")
    ).rows;
    const generated = await generate(client, companyIdx);
    const counted = await client.query<{ n: string }>('SELECT count(*) n FROM meet_user_joins');
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    const folding = performance.now();
    try {
      await rebuildCompanyStats(drizzle({ client: pool, schema }) as unknown as Db, companyIdx);
    } finally {
      await pool.end();
    }
    const foldMs = performance.now() - folding;
    await client.query('ANALYZE');
    console.log(
      `\nStatistics on PostgreSQL: ${Number(counted.rows[0]!.n).toLocaleString('en')} meet_user_joins rows, ${generated.meets.toLocaleString('en')} meetings over a year; ` +
        `rollups folded from them in ${(foldMs / 1000).toFixed(1)} s (once; live joins add to them as they happen)`,
    );

    const operator = await demoToken(server.origin, 'operator');
    const headers = { authorization: `Bearer ${operator}`, [SERVICE_TYPE_HEADER]: 'MANAGE' };
    const license = (await (await fetch(`${server.origin}/boda/license?command=GET`, { headers })).json()) as {
      data: { result: { currentYm: string; today: string } };
    };
    const { currentYm, today } = license.data.result;
    writeFileSync(join(tmp, 'me.json'), await (await fetch(`${server.origin}/boda/user?command=GET_ME`, { headers })).text());
    const baselineServer = await startBaseline(join(tmp, 'me.json'), database.url);
    let baseline: { p50: number; p95: number };
    try {
      baseline = await timeCalls(async () => void (await (await fetch(`${baselineServer.origin}/select`)).json()));
    } finally {
      await baselineServer.stop();
    }
    console.log(`monthly chart calls (${currentYm}), ${CALLS} calls each               p50 ms   p95 ms   p50 ratio   target`);
    console.log(
      `${'baseline: one indexed SELECT'.padEnd(50)} ${baseline.p50.toFixed(1).padStart(7)} ${baseline.p95.toFixed(1).padStart(8)}`,
    );
    for (const c of charts(currentYm, today)) {
      const url = `${server.origin}${c.path}?${new URLSearchParams(c.query)}`;
      let points = 0;
      const timing = await timeCalls(async () => {
        const response = await fetch(url, { headers });
        const body = (await response.json()) as { success: boolean; errorCode: string | null; data: { resultList?: unknown[] } };
        if (!body.success) throw new Error(`${c.name}: ${response.status} ${body.errorCode}`);
        points = body.data.resultList?.length ?? 1;
      });
      const ok = timing.p95 < TARGET_MS;
      if (!c.list) pass &&= ok;
      console.log(
        [
          `${c.name} (${points} rows)`.padEnd(50),
          timing.p50.toFixed(1).padStart(7),
          timing.p95.toFixed(1).padStart(8),
          `${(timing.p50 / baseline.p50).toFixed(1)}x`.padStart(11),
          c.list ? '  (a list, not a chart)' : `  p95 < ${TARGET_MS} ms  ${ok ? 'PASS' : 'FAIL'}`,
        ].join(' '),
      );
    }
  } finally {
    await client.end().catch(() => undefined);
    await server?.stop();
    build.remove();
    rmSync(tmp, { recursive: true, force: true });
    await database.drop();
  }
  return pass;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await benchStatsCharts()) ? 0 : 1;
}
