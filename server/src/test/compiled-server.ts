import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serverSourceState } from '../../../scripts/server-build-inputs.mjs';
import { TEST_COMPILED_SERVER_ENV } from '../db/worker-thread';

/*
 * The compiled server (scripts/build-server.mjs), built once for the tests of a source state. Its worker
 * entries (the embedded database's process, the pdf worker, the password and sheet threads, the demo
 * seed) are what the tests' server code starts, as production does: loaded from source, each such
 * process or thread first loads the TypeScript loader and compiles its modules, ~1-1.5 CPU s each
 * against ~0.2 s compiled, and a run starts hundreds of them. Tests of the compiled server itself
 * (tests/integration/compiled-server.test.ts, instances.test.ts) and the browser tests' servers
 * (tests/e2e/fixtures/server.ts) start its main.js.
 */

const repoRoot = resolve(import.meta.dirname, '../../..');
/** Inside the repository, so the bundle finds the packages it leaves in node_modules. */
const DIST = join(repoRoot, 'dist');
const PREFIX = '.test-server-';
/** Bundles of older source are removed after a day (a run may still be using one for a while). */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** A new key whenever the source changes: its newest change and its number of files. */
function sourceKey(): string {
  const { newest, files } = serverSourceState(repoRoot);
  return `${Math.floor(newest).toString(36)}-${files.toString(36)}`;
}

/**
 * Builds the bundle for the current source unless it is there (a folder per source state, so runs at
 * once and runs of unchanged source share it; built under another name and renamed into place, so no
 * run sees half of one), removes those of older source after a day, and names it in the environment.
 */
export function useCompiledServer(): void {
  const dir = join(DIST, `${PREFIX}${sourceKey()}`);
  if (!existsSync(join(dir, 'main.js'))) {
    const building = `${dir}.building-${process.pid}`;
    // A failed build throws with the build's own output in its message.
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--out', building], { cwd: repoRoot, stdio: 'pipe' });
    try {
      renameSync(building, dir);
    } catch {
      // Another run put the same bundle in place first.
      rmSync(building, { recursive: true, force: true });
    }
  }
  for (const name of readdirSync(DIST)) {
    const path = join(DIST, name);
    if (name.startsWith(PREFIX) && path !== dir && Date.now() - statSync(path).mtimeMs > KEEP_MS)
      rmSync(path, { recursive: true, force: true });
  }
  process.env[TEST_COMPILED_SERVER_ENV] = dir;
}

/** The folder of the compiled server the global setup built (the setup must have run). */
export function compiledServerDir(): string {
  const dir = process.env[TEST_COMPILED_SERVER_ENV];
  if (!dir) throw new Error(`${TEST_COMPILED_SERVER_ENV} is not set: the node projects' global setup builds the compiled server`);
  return dir;
}
