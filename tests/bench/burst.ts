/**
 * The 9 o'clock burst (issue 34 item 3): every student of one company signs in and joins their class
 * within a minute, on one instance of the compiled server, on the embedded database and on PostgreSQL.
 * A join is what the built-in classroom does: roomJoin.JOIN (the ticket) then classClient.JOIN (the
 * attendance). Set-up, not timed: the demo company, its licence raised to the burst's size (the seat
 * check stays on), STUDENTS students in classes of five (the mesh's common case) led by teacher1, who
 * has opened each class. Baselines in the same run: one student alone signing in and joining, repeated;
 * and, in the same rounds, the floor of a sign-in on a bare Fastify route (baselineServer.ts: one
 * SELECT of the account, one argon2 check of its hash) on the same kind of database.
 * Targets: burst join p99 within 3x of the lone join's median, burst sign-in p50 within 3x of the
 * floor's median (issue 35 item 5), and no error.
 * Alone: npx tsx tests/bench/burst.ts [--students 500] [--seconds 60] [--postgres] [--server-dir <dir>]
 * (--server-dir: a server compiled elsewhere, e.g. from an older commit, for before/after runs.)
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { CLASS_CLIENT_PATH, ErrorCode, RoomCategory, SERVICE_TYPE_HEADER } from '@boda/contract';
import { openDatabase } from '../../server/src/db/client';
import { findCompanyById, updateLicense } from '../../server/src/resources/company/repository';
import { createScratchPostgres } from '../../server/src/test/database';
import { execOf } from '../../server/src/test/ticket';
import { startBaseline } from './apiLoad';
import { buildServer, type CompiledServer, demoToken, scratchDir, startCompiledServer } from './compiledServer';

const repoRoot = resolve(import.meta.dirname, '../..');
const PASSWORD = 'Boda!2468';
const CLASS_SIZE = 5;
const TARGET_RATIO = 3;
const LONE_ROUNDS = 20;
/** The demo student the floor signs in (baselineServer.ts seeds the demo, or reads the server's database). */
const DEMO_STUDENT = 'student1';

interface Envelope {
  success: boolean;
  errorCode: string | null;
  data: Record<string, unknown> | null;
}

class CallError extends Error {
  constructor(
    readonly path: string,
    readonly code: string,
  ) {
    super(`${path}: ${code}`);
  }
}

async function call(
  origin: string,
  path: string,
  init: { token?: string; json?: object; form?: Record<string, string> },
): Promise<Envelope> {
  const headers: Record<string, string> = { [SERVICE_TYPE_HEADER]: 'SERVICE' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  // Like the app's API client: a call refused as busy (503 WB-503-001) goes again after its Retry-After,
  // up to three times (the wait counts in the call's time; the retries are printed).
  for (let tries = 0; ; tries += 1) {
    const response = await fetch(`${origin}${path}`, { method: body === undefined ? 'GET' : 'POST', headers, body });
    const answer = (await response.json().catch(() => ({ success: false, errorCode: `HTTP ${response.status}`, data: null }))) as Envelope;
    if (response.status === 503 && answer.errorCode === ErrorCode.UNAVAILABLE && tries < 3) {
      busyRetries += 1;
      await new Promise((r) => setTimeout(r, Number(response.headers.get('retry-after') ?? 2) * 1000 * (1 + Math.random() * 0.25)));
      continue;
    }
    return checked(path, response, answer);
  }
}

/** Calls sent again after a busy refusal (in the app, a slower answer rather than an error). */
let busyRetries = 0;

function checked(path: string, response: Response, answer: Envelope): Envelope {
  if (!response.ok || !answer.success)
    throw new CallError(path, `${answer.errorCode ?? `HTTP ${response.status}`} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** A sign-in whose refusal keeps its WB code (the burst counts errors by code; compiledServer's demoToken does not). */
async function signIn(origin: string, userId: string): Promise<string> {
  const answer = await call(origin, '/open/login/loginBoda', {
    form: { companyId: 'demo', username: userId, password: PASSWORD, autoLogin: 'false' },
  });
  return (answer.data?.result as { token: { access_token: string } }).token.access_token;
}

/** roomJoin.JOIN then classClient.JOIN with the ticket's one-time join token: the attendee token. */
async function joinClass(origin: string, token: string, roomCode: string): Promise<string> {
  const joined = await call(origin, '/boda/room/join', { token, json: { command: 'JOIN', roomCode } });
  const { joinToken } = execOf({ joinTicket: String(joined.data?.joinTicket ?? '') }).join;
  const attended = await call(origin, CLASS_CLIENT_PATH, { json: { command: 'JOIN', joinToken } });
  return (attended.data?.result as { attendeeToken: string }).attendeeToken;
}

async function leaveClass(origin: string, attendeeToken: string): Promise<void> {
  await call(origin, CLASS_CLIENT_PATH, { json: { command: 'LEAVE', attendeeToken } });
}

/** Runs `work` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** The demo company's licence: enough concurrent seats for the burst, so the seat check runs but never refuses. */
async function raiseLicence(database: { dataDir?: string; databaseUrl?: string }, seats: number): Promise<void> {
  const opened = await openDatabase(database);
  try {
    const company = await findCompanyById(opened.db, 'demo');
    if (!company) throw new Error('no demo company');
    await updateLicense(opened.db, company.companyIdx, { licenseCount: seats });
  } finally {
    await opened.close();
  }
}

interface Classes {
  students: string[];
  roomOf: Map<string, string>;
}

/** STUDENTS students (burst0001...), in rooms of CLASS_SIZE led by teacher1, each opened by the teacher. */
async function setUpClasses(origin: string, count: number): Promise<Classes> {
  const operator = await demoToken(origin, 'operator');
  const teacher = await demoToken(origin, 'teacher1');
  const ids = Array.from({ length: count }, (_v, i) => `burst${String(i + 1).padStart(4, '0')}`);
  const userIdx = await inBatches(ids, 4, async (userId) => {
    const saved = await call(origin, '/boda/user', {
      token: operator,
      form: {
        command: 'SAVE',
        userId,
        password: PASSWORD,
        userName: `Student ${userId}`,
        userTypeCd: '12',
        phone: `0105555${userId.slice(-4)}`,
      },
    });
    return (saved.data?.result as { userIdx: number }).userIdx;
  });
  const rooms = await call(origin, '/boda/room?command=LIST&page=1&size=1', { token: teacher });
  const templateIdx = (rooms.data?.resultPage as { content: Array<{ templateIdx: number | null }> }).content[0]?.templateIdx;
  const classes = Array.from({ length: Math.ceil(count / CLASS_SIZE) }, (_v, i) => i);
  const roomOf = new Map<string, string>();
  const now = Date.now();
  await inBatches(classes, 2, async (i) => {
    const members = userIdx.slice(i * CLASS_SIZE, (i + 1) * CLASS_SIZE);
    const added = await call(origin, '/boda/room', {
      token: teacher,
      json: {
        command: 'ADD',
        room: {
          roomCategoryCd: RoomCategory.RESERVED,
          roomTitle: `Burst class ${i + 1}`,
          templateIdx,
          showDatetime: new Date(now - 3_600_000).toISOString(),
          showEndDatetime: new Date(now + 86_400_000).toISOString(),
          anyoneOpen: false,
        },
        roomUserList: members,
      },
    });
    const roomCode = (added.data?.result as { roomCode: string }).roomCode;
    await joinClass(origin, teacher, roomCode);
    for (const id of ids.slice(i * CLASS_SIZE, (i + 1) * CLASS_SIZE)) roomOf.set(id, roomCode);
  });
  return { students: ids, roomOf };
}

interface BurstResult {
  loginMs: number[];
  joinMs: number[];
  errors: Map<string, number>;
  wallMs: number;
}

/** Each student starts at its moment of the window (evenly spread), signs in and joins. */
async function burst(origin: string, classes: Classes, windowMs: number): Promise<BurstResult> {
  const result: BurstResult = { loginMs: [], joinMs: [], errors: new Map(), wallMs: 0 };
  const started = performance.now();
  await Promise.all(
    classes.students.map(async (userId, i) => {
      await new Promise((r) => setTimeout(r, (i / classes.students.length) * windowMs));
      try {
        const t0 = performance.now();
        const token = await signIn(origin, userId);
        const t1 = performance.now();
        await joinClass(origin, token, classes.roomOf.get(userId) ?? '');
        result.loginMs.push(t1 - t0);
        result.joinMs.push(performance.now() - t1);
      } catch (error) {
        const code = error instanceof CallError ? `${error.path} ${error.code}` : String(error);
        result.errors.set(code, (result.errors.get(code) ?? 0) + 1);
      }
    }),
  );
  result.wallMs = performance.now() - started;
  return result;
}

/** The floor of a sign-in (baselineServer.ts /signin): one SELECT of the account and one argon2 check. */
async function floorSignIn(baselineOrigin: string, userId: string): Promise<void> {
  const response = await fetch(`${baselineOrigin}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId, password: PASSWORD }),
  });
  const answer = (await response.json()) as Envelope;
  if (!answer.success) throw new Error('the baseline sign-in failed');
}

interface LoneRounds {
  loginMs: number[];
  joinMs: number[];
  floorMs: number[];
}

/** One student alone, again and again: the floor's sign-in, then the student signs in, joins and leaves. */
async function loneJoins(origin: string, baselineOrigin: string, userId: string, roomCode: string): Promise<LoneRounds> {
  const rounds: LoneRounds = { loginMs: [], joinMs: [], floorMs: [] };
  for (let i = 0; i < LONE_ROUNDS; i++) {
    const f0 = performance.now();
    await floorSignIn(baselineOrigin, DEMO_STUDENT);
    const t0 = performance.now();
    rounds.floorMs.push(t0 - f0);
    const token = await signIn(origin, userId);
    const t1 = performance.now();
    const attendee = await joinClass(origin, token, roomCode);
    rounds.joinMs.push(performance.now() - t1);
    rounds.loginMs.push(t1 - t0);
    await leaveClass(origin, attendee);
  }
  return rounds;
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

/** One database kind; returns whether the targets passed. `serverDir`: a compiled server to run instead of this tree's. */
export async function benchBurst(kind: 'pglite' | 'postgres', students = 500, seconds = 60, serverDir?: string): Promise<boolean> {
  let postgres: { url: string; drop(): Promise<void> } | null = null;
  if (kind === 'postgres') {
    const adminUrl =
      process.env.TEST_DATABASE_URL ?? spawnSync('bash', ['scripts/postgres.sh'], { cwd: repoRoot, encoding: 'utf8' }).stdout.trim();
    if (!adminUrl) {
      console.log('PostgreSQL: not available on this machine, skipped');
      return true;
    }
    postgres = await createScratchPostgres(adminUrl, 'boda_burst');
  }
  const built = serverDir ? { outDir: serverDir, remove: () => {} } : buildServer();
  const env = { DATABASE_URL: postgres?.url ?? '' };
  let server: CompiledServer | null = null;
  let baseline: Awaited<ReturnType<typeof startBaseline>> | null = null;
  let dataDir = '';
  const scratch = scratchDir('boda-burst-');
  try {
    // The first start seeds the demo; the licence is raised with the server stopped (the embedded
    // database has one owner), then the server starts again on the same data.
    server = await startCompiledServer(built.outDir, env, { keepDataDir: true });
    dataDir = server.dataDir;
    await server.stop();
    await raiseLicence(
      postgres ? { databaseUrl: postgres.url } : { dataDir: `${dataDir}/pgdata` },
      students + Math.ceil(students / CLASS_SIZE) + 10,
    );
    server = await startCompiledServer(built.outDir, env, { dataDir });
    const { origin } = server;

    const classes = await setUpClasses(origin, students);
    const lonely = classes.students[0] ?? '';
    const jsonFile = join(scratch, 'answer.json');
    writeFileSync(jsonFile, '{}');
    baseline = await startBaseline(jsonFile, postgres?.url ?? '');
    const lone = await loneJoins(origin, baseline.origin, lonely, classes.roomOf.get(lonely) ?? '');
    const result = await burst(origin, classes, seconds * 1000);

    const loneJoin = percentile(lone.joinMs, 50);
    const ratio = percentile(result.joinMs, 99) / loneJoin;
    const floor = percentile(lone.floorMs, 50);
    const signInRatio = percentile(result.loginMs, 50) / floor;
    const errors = [...result.errors].reduce((sum, [, n]) => sum + n, 0);
    const pass = ratio <= TARGET_RATIO && signInRatio <= TARGET_RATIO && errors === 0;
    console.log(`\nThe 9 o'clock burst, ${kind}: ${students} students sign in and join within ${seconds} s (one instance)`);
    console.log(
      `  lone student (${LONE_ROUNDS} rounds): sign-in p50 ${ms(percentile(lone.loginMs, 50))}, join p50 ${ms(loneJoin)}; ` +
        `floor (one SELECT + one argon2 check, bare Fastify) p50 ${ms(floor)}`,
    );
    console.log(
      `  burst: sign-in p50 ${ms(percentile(result.loginMs, 50))} p99 ${ms(percentile(result.loginMs, 99))}; ` +
        `join p50 ${ms(percentile(result.joinMs, 50))} p99 ${ms(percentile(result.joinMs, 99))}; all done in ${(result.wallMs / 1000).toFixed(1)} s`,
    );
    for (const [code, n] of result.errors) console.log(`  error x${n}: ${code}`);
    if (busyRetries > 0) console.log(`  calls sent again after a busy answer (503, Retry-After): ${busyRetries}`);
    console.log(
      `  burst sign-in p50 / floor p50: ${signInRatio.toFixed(2)}x (lone: ${(percentile(lone.loginMs, 50) / floor).toFixed(2)}x); ` +
        `join p99 / lone join p50: ${ratio.toFixed(2)}x (targets <= ${TARGET_RATIO}x), errors ${errors} (target 0)  ${pass ? 'PASS' : 'FAIL'}`,
    );
    return pass;
  } finally {
    await baseline?.stop();
    await server?.stop();
    rmSync(scratch, { recursive: true, force: true });
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    built.remove();
    await postgres?.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { students: { type: 'string' }, seconds: { type: 'string' }, postgres: { type: 'boolean' }, 'server-dir': { type: 'string' } },
  });
  const kind = values.postgres ? 'postgres' : 'pglite';
  const pass = await benchBurst(kind, Number(values.students ?? 500), Number(values.seconds ?? 60), values['server-dir']);
  process.exit(pass ? 0 : 1);
}
