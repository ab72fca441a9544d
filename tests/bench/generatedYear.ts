/**
 * What the large-data benches share (classLog.ts, statsCharts.ts): a scratch PostgreSQL database
 * served by the compiled server, the demo company filled with a year of generated classes
 * (classLog.ts `generate`), an operator's manage-area headers, the one-SELECT baseline
 * (baselineServer.ts) timed in the same run, and the call timing (warm-up, then p50 and p95).
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import pg from 'pg';
import { createScratchPostgres } from '../../server/src/test/database';
import { startBaseline } from './apiLoad';
import { generate } from './classLogData';
import { buildServer, demoToken, scratchDir, startCompiledServer } from './compiledServer';
import { percentile } from './load';

const repoRoot = resolve(import.meta.dirname, '../..');
export const CALLS = 20;

export interface Timing {
  p50: number;
  p95: number;
}

/** Three warm-up calls, then CALLS timed ones, one at a time. */
export async function timeCalls(call: () => Promise<void>): Promise<Timing> {
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

export interface GeneratedYear {
  origin: string;
  databaseUrl: string;
  client: pg.Client;
  companyIdx: number;
  meets: number;
  joinRows: number;
  generatedMs: number;
  /** An operator of the demo company, in the manage area. */
  headers: Record<string, string>;
  /** The one-SELECT baseline's call timing, measured now (after whatever the bench prepared). */
  timeBaseline(): Promise<Timing>;
}

/** Runs `bench` on a generated year; skipped (true) when the machine has no PostgreSQL. */
export async function withGeneratedYear(name: string, bench: (year: GeneratedYear) => Promise<boolean>): Promise<boolean> {
  const started = spawnSync('bash', ['scripts/postgres.sh'], { cwd: repoRoot, encoding: 'utf8' });
  const adminUrl = process.env.TEST_DATABASE_URL ?? started.stdout.trim();
  if (!adminUrl) {
    console.log(`${name} bench: PostgreSQL not available on this machine, skipped`);
    return true;
  }
  const database = await createScratchPostgres(adminUrl, 'boda_bench');
  const build = buildServer();
  const tmp = scratchDir('boda-bench-year-');
  const client = new pg.Client({ connectionString: database.url });
  let server: Awaited<ReturnType<typeof startCompiledServer>> | undefined;
  try {
    server = await startCompiledServer(build.outDir, { DATABASE_URL: database.url });
    const { origin } = server;
    await client.connect();
    const [{ company_idx: companyIdx }] = (
      await client.query<{ company_idx: number }>("SELECT company_idx FROM companies WHERE company_id = 'demo'")
    ).rows;
    const generated = await generate(client, companyIdx);
    const counted = await client.query<{ n: string }>('SELECT count(*) n FROM meet_user_joins');
    const operator = await demoToken(origin, 'operator');
    const headers = { authorization: `Bearer ${operator}`, [SERVICE_TYPE_HEADER]: 'MANAGE' };
    const timeBaseline = async () => {
      writeFileSync(join(tmp, 'me.json'), await (await fetch(`${origin}/boda/user?command=GET_ME`, { headers })).text());
      const baseline = await startBaseline(join(tmp, 'me.json'), database.url);
      try {
        return await timeCalls(async () => void (await (await fetch(`${baseline.origin}/select`)).json()));
      } finally {
        await baseline.stop();
      }
    };
    return await bench({
      origin,
      databaseUrl: database.url,
      client,
      companyIdx,
      meets: generated.meets,
      joinRows: Number(counted.rows[0]!.n),
      generatedMs: generated.ms,
      headers,
      timeBaseline,
    });
  } finally {
    await client.end().catch(() => undefined);
    await server?.stop();
    build.remove();
    rmSync(tmp, { recursive: true, force: true });
    await database.drop();
  }
}
