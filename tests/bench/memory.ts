/**
 * The server's memory (issue 35 item 1): the compiled server's resident memory (its process and any
 * child processes, VmRSS) at ready on a first start, then over repeated rounds of the API load at 100
 * connections (EXIST_NEW, GET_ME and room LIST, `load.ts`): the peak while each round runs and the
 * figure a few seconds after it. On embedded PGlite and on PostgreSQL (a fresh database). Targets: at
 * ready under 250 MB (PGlite) / 150 MB (PostgreSQL), under load under 350 / 250 MB, after each round
 * back near the ready figure (within 15%) and flat over the rounds (the last within 5% of the first).
 * Then, on PGlite, a 100-page book conversion (memoryConversion.ts: the tree under 500 MB).
 * Printed, never asserted. Alone: npx tsx tests/bench/memory.ts [pglite|postgres] [--rounds N]
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { SERVICE_TYPE_HEADER } from '@boda/contract';
import { buildServer, demoToken, freshPostgres, startCompiledServer } from './compiledServer';
import { measureLoad } from './load';
import { measureConversion } from './memoryConversion';
import { treeRss } from './memoryTree';

type Kind = 'pglite' | 'postgres';
const MB = 1_000_000;
const MIB = 1024 * 1024;
const READY_TARGET: Record<Kind, number> = { pglite: 250 * MB, postgres: 150 * MB };
const LOAD_TARGET: Record<Kind, number> = { pglite: 350 * MB, postgres: 250 * MB };
/** "Back near ready": the figure after a round within this share above the ready figure. */
const NEAR_READY = 0.15;
/** "Flat": the last round's after-figure within this share of the first round's. */
const FLAT = 0.05;
const SETTLE_MS = 3_000;

/** Samples the tree's RSS every 100 ms while `work` runs; its peak. */
async function peakWhile(pid: number, work: () => Promise<void>): Promise<number> {
  let peak = treeRss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 100);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, treeRss(pid));
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0)} MiB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** One database kind; whether every target passed. */
export async function benchMemory(kind: Kind, rounds = 3): Promise<boolean> {
  const postgres = kind === 'postgres' ? await freshPostgres() : null;
  if (kind === 'postgres' && !postgres) {
    console.log('memory, PostgreSQL: not available on this machine, skipped');
    return true;
  }
  const built = buildServer();
  const server = await startCompiledServer(built.outDir, { DATABASE_URL: postgres?.url ?? '' }).catch(async (err: unknown) => {
    await postgres?.drop();
    built.remove();
    throw err;
  });
  try {
    const ready = treeRss(server.pid);
    const { origin, pid } = server;
    const student = await demoToken(origin, 'student1');
    const teacher = await demoToken(origin, 'teacher1');
    const as = (token: string) => ({ authorization: `Bearer ${token}`, [SERVICE_TYPE_HEADER]: 'SERVICE' });
    const calls = [
      { path: '/boda/message/recv?command=EXIST_NEW', headers: as(student) },
      { path: '/boda/user?command=GET_ME', headers: as(student) },
      { path: '/boda/room?command=LIST&page=1&size=10', headers: as(teacher) },
    ];
    console.log(`\nmemory, ${kind}: the compiled server's RSS (process tree), first start, load average ${loadavg()[0].toFixed(1)}`);
    const readyOk = ready < READY_TARGET[kind];
    console.log(`at ready                 ${mib(ready).padStart(9)}   target < ${READY_TARGET[kind] / MB} MB   ${verdict(readyOk)}`);
    const afters: number[] = [];
    let peakOk = true;
    for (let round = 1; round <= rounds; round += 1) {
      let requests = 0;
      const peak = await peakWhile(pid, async () => {
        for (const call of calls) requests += (await measureLoad(origin, call, { durationMs: 3_000 })).requests;
      });
      await new Promise((r) => setTimeout(r, SETTLE_MS));
      const after = treeRss(pid);
      afters.push(after);
      peakOk &&= peak < LOAD_TARGET[kind];
      console.log(
        `round ${round}: under load ${mib(peak).padStart(9)} (${requests} requests), ${SETTLE_MS / 1000} s after ${mib(after).padStart(9)}` +
          `   targets < ${LOAD_TARGET[kind] / MB} MB, after < ${mib(ready * (1 + NEAR_READY))}`,
      );
    }
    const last = afters[afters.length - 1];
    const nearOk = last <= ready * (1 + NEAR_READY);
    const flatOk = last <= afters[0] * (1 + FLAT);
    console.log(
      `under load < ${LOAD_TARGET[kind] / MB} MB ${verdict(peakOk)}; after the last round ${mib(last)} (${((last / ready - 1) * 100).toFixed(0)}% over ready) ${verdict(nearOk)}; ` +
        `flat over ${rounds} rounds (${((last / afters[0] - 1) * 100).toFixed(1)}% from round 1) ${verdict(flatOk)}`,
    );
    // The book conversion on the embedded database's server (the default deployment), after the rounds.
    const conversionOk = kind === 'pglite' ? await measureConversion(origin, pid) : true;
    return readyOk && peakOk && nearOk && flatOk && conversionOk;
  } finally {
    await server.stop();
    built.remove();
    await postgres?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const only = args.find((a) => a === 'pglite' || a === 'postgres');
  const roundsAt = args.indexOf('--rounds');
  const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 3;
  let pass = true;
  for (const kind of only ? [only] : (['pglite', 'postgres'] as const)) pass = (await benchMemory(kind, rounds)) && pass;
  process.exitCode = pass ? 0 : 1;
}
