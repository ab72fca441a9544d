import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledServerDir } from '../../server/src/test/compiled-server';
import { freePort } from '../fixtures/free-port';
import { serverProcessEnv, waitUntilReady } from '../fixtures/spawned-server';

/*
 * The production server as `npm start` runs it: the esbuild bundle (scripts/build-server.mjs) under
 * plain node, no tsx, on PGlite in a fresh DATA_DIR.
 */
// The run's compiled server (the node projects' global setup builds it with scripts/build-server.mjs).
const outDir = compiledServerDir();
const cleanup: (() => void)[] = [];

interface Started {
  child: ChildProcess;
  origin: string;
  output: () => string;
  exited: Promise<number | null>;
}

/** A DATA_DIR a server of this file made and then left (it exited): the next start may open it instead of a fresh one. */
let leftDataDir: string | undefined;

async function startBundle(env: Record<string, string> = {}, fresh = true): Promise<Started> {
  const port = await freePort();
  const reused = fresh ? undefined : leftDataDir;
  leftDataDir = undefined;
  const dataDir = reused ?? mkdtempSync(join(tmpdir(), 'boda-compiled-'));
  if (!reused) cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let output = '';
  const child = spawn(process.execPath, [join(outDir, 'main.js')], {
    cwd: tmpdir(),
    env: serverProcessEnv(port, dataDir, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  cleanup.push(() => child.exitCode === null && child.kill('SIGKILL'));
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      leftDataDir = dataDir;
      done(code);
    }),
  );
  const origin = `http://127.0.0.1:${port}`;
  // Generous: a first start converts the demo books, far slower on a loaded 2-core machine than alone.
  await waitUntilReady(origin, child, () => output, 240_000);
  return { child, origin, output: () => output, exited };
}

const LOGIN_BODY = new URLSearchParams({ companyId: 'demo', username: 'student1', password: 'Boda!2468', autoLogin: 'false' }).toString();

/** A login whose body arrives in two parts: the request is in flight until `finish()` is called. */
function slowLogin(origin: string): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const url = new URL('/open/login/loginBoda', origin);
  let answerResolve: (value: { status: number; body: string }) => void = () => {};
  let answerReject: (err: unknown) => void = () => {};
  const answer = new Promise<{ status: number; body: string }>((res, rej) => {
    answerResolve = res;
    answerReject = rej;
  });
  const req = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(LOGIN_BODY) },
  });
  req.on('response', (res) => {
    let body = '';
    res.on('data', (chunk: Buffer) => (body += chunk.toString()));
    res.on('end', () => answerResolve({ status: res.statusCode ?? 0, body }));
  });
  req.on('error', answerReject);
  const half = Math.floor(LOGIN_BODY.length / 2);
  req.write(LOGIN_BODY.slice(0, half));
  return { finish: () => req.end(LOGIN_BODY.slice(half)), answer };
}

afterAll(() => {
  for (const step of cleanup.reverse()) step();
});

describe('compiled server', () => {
  it('is one file per entry (server, CLI, workers, first-start children) with the migrations beside it', () => {
    for (const file of ['main.js', 'cli.js', 'sheet-worker.js', 'pglite-first-start.js', 'demo-seed.js', 'drizzle/meta/_journal.json'])
      expect(existsSync(join(outDir, file))).toBe(true);
  });

  it('loads only node built-ins before the embedded database starts opening (the rest of the server loads beside it)', () => {
    const staticImports = (file: string): string[] =>
      [...readFileSync(join(outDir, file), 'utf8').matchAll(/^(?:import|export)\s[^;]*?from\s*"([^"]+)"|^import\s*"([^"]+)"/gm)].map(
        (m) => m[1] ?? m[2],
      );
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith('./')) visit(specifier.slice(2));
        else if (!specifier.startsWith('node:')) packages.push(`${file}: ${specifier}`);
      }
    };
    visit('main.js');
    expect(packages).toEqual([]);
    // The server itself is loaded with a dynamic import, after startEmbedded has been called.
    expect(readFileSync(join(outDir, 'main.js'), 'utf8')).toMatch(/startEmbedded\([^)]*\)[\s\S]*await import\("\.\/serve-/);
  });

  it('starts on a fresh DATA_DIR, migrates, seeds and answers the API; SIGTERM finishes a request in flight and exits 0', async () => {
    // A long shutdown deadline: on a loaded machine the checks below must not race the default 10 s.
    const server = await startBundle({ SHUTDOWN_TIMEOUT_MS: '120000' });
    const companies = await fetch(`${server.origin}/open/company?command=LIST_NORMAL`);
    expect(await companies.json()).toMatchObject({ success: true, data: { resultList: [{ companyId: 'demo' }] } });
    // The demo data was made by the first start's child process (demo-seed.js, its log in the server's
    // output), before the server opened the folder and found it present.
    const log = server.output();
    expect(log.indexOf('"msg":"demo books converted"')).toBeGreaterThan(-1);
    expect(log.indexOf('"msg":"demo books converted"')).toBeLessThan(log.indexOf('"msg":"demo data present"'));
    // Converted for real: the PDF engine's WASM is found beside its package, not beside the bundle.
    expect(log).toContain('"msg":"book converted"');
    expect(log).not.toContain('book conversion failed');

    const login = slowLogin(server.origin);
    // Time for the server to read the request's head (milliseconds alone; seconds on a loaded machine).
    await new Promise((r) => setTimeout(r, 2000));
    server.child.kill('SIGTERM');
    // Draining: no new connections are accepted.
    await expect
      .poll(
        () =>
          fetch(`${server.origin}/health/ready`)
            .then((r) => r.status)
            .catch(() => 'refused'),
        { timeout: 60_000 },
      )
      .not.toBe(200);
    expect(server.child.exitCode).toBeNull();
    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);
  }, 400_000);

  it('exits 1 when a request is still running at the shutdown deadline', async () => {
    // The previous test's folder when its server has exited: opening a made folder skips the first
    // start's migrations, demo seed and book conversion, which that test covers (the run's slowest part).
    const server = await startBundle({ SHUTDOWN_TIMEOUT_MS: '1000' }, false);
    const login = slowLogin(server.origin);
    login.answer.catch(() => {});
    await new Promise((r) => setTimeout(r, 2000));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('requests still running at the shutdown deadline');
  }, 400_000);
});
