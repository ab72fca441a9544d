/**
 * Statistics charts over 1,000,000 attendance rows (issue 15), on PostgreSQL: the demo company gets a
 * year of generated meetings and class-client sessions (classLog.ts's generator, CLASS_LOG_BENCH_JOINS
 * rows, default 1,000,000), the rollups are folded from them once in SQL (rebuildCompanyStats, timed),
 * and the compiled server answers each monthly chart of the current month ~20 times (median, p95) beside
 * the one-SELECT baseline (baselineServer.ts) measured in the same run. The charts read only the rollup
 * tables, so their time must not grow with the attendance. Target: p95 under 100 ms per chart call.
 * Printed, never asserted. Alone: npx tsx tests/bench/statsCharts.ts
 */
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { rebuildCompanyStats } from '../../server/src/resources/stats';
import { CALLS, timeCalls, withGeneratedYear } from './generatedYear';

const TARGET_MS = 100;

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
  return withGeneratedYear('statistics', async ({ origin, databaseUrl, client, companyIdx, meets, joinRows, headers, timeBaseline }) => {
    let pass = true;
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const folding = performance.now();
    try {
      await rebuildCompanyStats(drizzle({ client: pool, schema }) as unknown as Db, companyIdx);
    } finally {
      await pool.end();
    }
    const foldMs = performance.now() - folding;
    await client.query('ANALYZE');
    console.log(
      `\nStatistics on PostgreSQL: ${joinRows.toLocaleString('en')} meet_user_joins rows, ${meets.toLocaleString('en')} meetings over a year; ` +
        `rollups folded from them in ${(foldMs / 1000).toFixed(1)} s (once; live joins add to them as they happen)`,
    );

    const license = (await (await fetch(`${origin}/boda/license?command=GET`, { headers })).json()) as {
      data: { result: { currentYm: string; today: string } };
    };
    const { currentYm, today } = license.data.result;
    const baseline = await timeBaseline();
    console.log(`monthly chart calls (${currentYm}), ${CALLS} calls each               p50 ms   p95 ms   p50 ratio   target`);
    console.log(
      `${'baseline: one indexed SELECT'.padEnd(50)} ${baseline.p50.toFixed(1).padStart(7)} ${baseline.p95.toFixed(1).padStart(8)}`,
    );
    for (const c of charts(currentYm, today)) {
      const url = `${origin}${c.path}?${new URLSearchParams(c.query)}`;
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
    return pass;
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await benchStatsCharts()) ? 0 : 1;
}
