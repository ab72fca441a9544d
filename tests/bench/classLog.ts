/**
 * Class log and join history over 1,000,000 attendance rows (issue 14), on PostgreSQL: the demo
 * company gets bulk-generated meetings over the last year, their attendees and two class-client
 * sessions per attendee (meet_user_joins, CLASS_LOG_BENCH_JOINS rows, default 1,000,000; generate_series
 * INSERTs), then VACUUM ANALYZE. The compiled server answers the manage area's first page (size 30) of
 * logMeet.LIST COMPANY and userJoin.LIST with the default filter (the last month) and with a keyword,
 * ~20 calls each (median, p95), beside the one-SELECT baseline (baselineServer.ts) measured in the same
 * run. The same repository calls run once more with a query logger, and every SQL they send is
 * EXPLAINed (ANALYZE): a Seq Scan on meet_user_joins, meet_users or meets is a full scan, except a scan
 * of meets filtered by the company (listed apart: the demo company owns every generated meeting, so the
 * planner reads them all rather than through meets_company_open). Target: first page under 150 ms p95,
 * no full scan. Printed, never asserted. Alone: npx tsx tests/bench/classLog.ts
 */
import { pathToFileURL } from 'node:url';
import { LogMeetSearchType } from '@boda/contract';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../server/src/db/client';
import * as schema from '../../server/src/db/schema';
import { listJoinHistory, listLogMeets } from '../../server/src/resources/logMeet/repository';
import { logMeetViews } from '../../server/src/resources/logMeet/views';
import { CALLS, timeCalls, withGeneratedYear } from './generatedYear';

const TARGET_MS = 150;
const KEYWORD = 'Physics';

/** The manage area's default range: the last month, whole days (ManageClassLogListPage's lastMonth()). */
function lastMonth(): { searchStartDate: string; searchEndDate: string } {
  const to = new Date();
  to.setHours(23, 59, 59, 999);
  const from = new Date(to);
  from.setMonth(from.getMonth() - 1);
  from.setHours(0, 0, 0, 0);
  return { searchStartDate: from.toISOString(), searchEndDate: to.toISOString() };
}

interface Case {
  name: string;
  path: string;
  query: Record<string, string>;
  /** The same read through the repository, for EXPLAIN. */
  read(db: Db, companyIdx: number): Promise<unknown>;
}

function cases(): Case[] {
  const range = lastMonth();
  const search = (keyword: string) => ({
    from: new Date(range.searchStartDate),
    to: new Date(range.searchEndDate),
    keyword,
    filter: 'all' as const,
    partial: true,
    limit: 30,
    offset: 0,
  });
  const logMeet = (keyword: string): Case => ({
    name: `class log COMPANY${keyword ? ` '${keyword}'` : ''}`,
    path: '/boda/logMeet',
    query: { command: 'LIST', searchType: String(LogMeetSearchType.COMPANY), page: '1', size: '30', ...range, searchKeyword: keyword },
    read: async (db, companyIdx) => {
      const { rows } = await listLogMeets(db, { companyIdx, ...search(keyword) });
      return logMeetViews(db, companyIdx, rows);
    },
  });
  const joins = (keyword: string): Case => ({
    name: `join history${keyword ? ` '${keyword}'` : ''}`,
    path: '/boda/logMeet/userJoin',
    query: { command: 'LIST', page: '1', size: '30', ...range, searchKeyword: keyword },
    read: (db, companyIdx) => listJoinHistory(db, { companyIdx, ...search(keyword) }),
  });
  return [logMeet(''), logMeet(KEYWORD), joins(''), joins(KEYWORD)];
}

/** EXPLAIN ANALYZE of every statement one read sends: the big tables it scans whole, and the slowest. */
async function explain(url: string, client: pg.Client, read: Case['read'], companyIdx: number) {
  const sent: Array<{ query: string; params: unknown[] }> = [];
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => sent.push({ query, params }) } }) as unknown as Db;
    await read(db, companyIdx);
  } finally {
    await pool.end();
  }
  const fullScans = new Set<string>();
  const companyScans = new Set<string>();
  let slowestMs = 0;
  let slowest = '';
  for (const { query, params } of sent) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, FORMAT TEXT) ${query}`, params);
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n');
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      const table = /Seq Scan on (meet_user_joins|meets|meet_users)\b/.exec(line)?.[1];
      if (!table) return;
      // A scan of meets filtered by the company reads that company's meetings only where it has other
      // companies' too (the planner picks meets_company_open then); here the demo company owns them all.
      const filter = /^\s*Filter: (.*)$/.exec(lines[i + 1] ?? '')?.[1] ?? '';
      if (table === 'meets' && /\bcompany_idx = \d+/.test(filter))
        companyScans.add(filter.includes('~~*') ? 'meets (title keyword)' : 'meets');
      else fullScans.add(table);
    });
    const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
    if (ms > slowestMs) [slowestMs, slowest] = [ms, text];
  }
  return { statements: sent.length, fullScans: [...fullScans], companyScans: [...companyScans], slowestMs, slowest };
}

export async function benchClassLog(): Promise<boolean> {
  return withGeneratedYear(
    'class log',
    async ({ origin, databaseUrl, client, companyIdx, meets, joinRows, generatedMs, headers, timeBaseline }) => {
      let pass = true;
      console.log(
        `\nClass log on PostgreSQL: ${joinRows.toLocaleString('en')} meet_user_joins rows, ${meets.toLocaleString('en')} meetings over a year ` +
          `(generated and analysed in ${(generatedMs / 1000).toFixed(1)} s)`,
      );
      const baseline = await timeBaseline();
      console.log(
        `first page (size 30, last month), ${CALLS} calls each     p50 ms   p95 ms   p50 ratio   full scans                 company's meets scanned        target`,
      );
      console.log(
        `${'baseline: one indexed SELECT'.padEnd(46)} ${baseline.p50.toFixed(1).padStart(7)} ${baseline.p95.toFixed(1).padStart(8)}`,
      );
      for (const c of cases()) {
        const url = `${origin}${c.path}?${new URLSearchParams(c.query)}`;
        let total = -1;
        const timing = await timeCalls(async () => {
          const response = await fetch(url, { headers });
          const body = (await response.json()) as { success: boolean; errorCode: string | null; data: { resultPage: { total: number } } };
          if (!body.success) throw new Error(`${c.name}: ${response.status} ${body.errorCode}`);
          total = body.data.resultPage.total;
        });
        const plan = await explain(databaseUrl, client, c.read, companyIdx);
        const ok = timing.p95 < TARGET_MS && plan.fullScans.length === 0;
        pass &&= ok;
        console.log(
          [
            `${c.name} (total ${total.toLocaleString('en')})`.padEnd(46),
            timing.p50.toFixed(1).padStart(7),
            timing.p95.toFixed(1).padStart(8),
            `${(timing.p50 / baseline.p50).toFixed(1)}x`.padStart(11),
            `  ${(plan.fullScans.join(', ') || 'none').padEnd(25)}`,
            `${(plan.companyScans.join(', ') || '-').padEnd(30)}`,
            `p95 < ${TARGET_MS} ms, no full scan  ${ok ? 'PASS' : 'FAIL'}`,
          ].join(' '),
        );
        if (process.env.CLASS_LOG_BENCH_PLANS || !ok) {
          console.log(
            `  slowest of its ${plan.statements} statements (${plan.slowestMs.toFixed(1)} ms):\n${plan.slowest.replace(/^/gm, '    ')}`,
          );
        }
      }
      return pass;
    },
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = (await benchClassLog()) ? 0 : 1;
}
