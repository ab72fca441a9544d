import { type ChildProcess, fork, type ForkOptions } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/*
 * Worker threads and child processes started from a module beside the caller, by its name without
 * extension. Compiled (scripts/build-server.mjs), that is the `.js` file; from source (tsx, vitest) it
 * is the `.ts` file, and the thread or process needs the TypeScript loader registered first.
 */

/**
 * Set by the tests' global setup (server/src/test/compiled-server.ts): the compiled server, whose worker
 * entries code running from source starts instead of its `.ts` neighbours, which would load the
 * TypeScript loader and compile their modules in every process and thread (~1 CPU s each).
 */
export const TEST_COMPILED_SERVER_ENV = 'BODA_TEST_COMPILED_SERVER';

function moduleBeside(base: URL, name: string): { url: URL; fromSource: boolean } {
  const fromSource = base.href.endsWith('.ts');
  const bundle = process.env[TEST_COMPILED_SERVER_ENV];
  if (fromSource && bundle) return { url: pathToFileURL(join(bundle, `${name}.js`)), fromSource: false };
  return { url: new URL(`./${name}${fromSource ? '.ts' : '.js'}`, base), fromSource };
}

/** A worker thread: shares the process's memory; for work that must leave the event loop. */
export function startModuleWorker(base: URL, name: string, options: WorkerOptions): Worker {
  const { url, fromSource } = moduleBeside(base, name);
  if (!fromSource) return new Worker(url, options);
  const boot = `import { register } from 'tsx/esm/api'; register(); await import(${JSON.stringify(url.href)});`;
  return new Worker(boot, { ...options, eval: true, type: 'module' } as WorkerOptions);
}

/** A child process (IPC channel included): what it allocates goes back to the system when it exits. */
export function forkModule(base: URL, name: string, args: string[], options: ForkOptions = {}): ChildProcess {
  const { url, fromSource } = moduleBeside(base, name);
  const loader = fromSource ? ['--import', pathToFileURL(createRequire(base).resolve('tsx/esm')).href] : [];
  return fork(fileURLToPath(url), args, { ...options, execArgv: [...(options.execArgv ?? []), ...loader] });
}

/** Runs a module beside the caller as a child process to its end; a failure throws with the end of its stderr. */
export async function runModuleProcess(base: URL, name: string, args: string[], what: string): Promise<void> {
  // Its log lines (stdout) go to this process's output.
  const child = forkModule(base, name, args, { stdio: ['ignore', 'inherit', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`${what} failed (exit ${code}): ${stderr.trim()}`);
}
