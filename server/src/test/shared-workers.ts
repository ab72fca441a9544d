import { createRequire, syncBuiltinESMExports } from 'node:module';
import { NODE_V8_FLAGS } from './node-projects';

/*
 * Set-up of the `node-shared` project (vitest.config.ts), whose workers run many test files: no large
 * WebAssembly module (PGlite's PostgreSQL is 9 MB, PDFium 4 MB) may be compiled in them, in this thread
 * or in a worker thread a test starts (the server's PGlite runs in one; the test database's runs in a
 * child process), since compiling and dropping them file after file in one process crashed V8
 * (node-projects.ts). Node's own small modules (fetch's HTTP parser)
 * compile once per process and stay allowed.
 */

const LIMIT = 1024 * 1024;
const REFUSAL =
  'A test file in shared workers (vitest project node-shared) loaded a large WebAssembly module (the embedded database or PDFium). ' +
  'Such files need a worker of their own: extend LOADS_WEBASSEMBLY in server/src/test/node-projects.ts so the file runs in the node project.';

/** Patches this thread's WebAssembly; the same source runs first in every worker thread (its --import). */
function refuseLargeWebAssembly(limit: number, refusal: string): void {
  const wasm = globalThis.WebAssembly;
  const large = (source: unknown) => (ArrayBuffer.isView(source) || source instanceof ArrayBuffer ? source.byteLength > limit : false);
  const { compile, instantiate, Module } = wasm;
  wasm.compile = (bytes) => (large(bytes) ? Promise.reject(new Error(refusal)) : compile(bytes));
  wasm.instantiate = ((source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) =>
    large(source) ? Promise.reject(new Error(refusal)) : instantiate(source as BufferSource, imports)) as typeof instantiate;
  // Streaming needs a Response: PGlite and PDFium read their files from disk under Node, never this way.
  wasm.compileStreaming = () => Promise.reject(new Error(refusal));
  wasm.instantiateStreaming = () => Promise.reject(new Error(refusal));
  wasm.Module = new Proxy(Module, {
    construct(target, args: [BufferSource]) {
      if (large(args[0])) throw new Error(refusal);
      return new target(args[0]);
    },
  });
}

const threads = createRequire(import.meta.url)('node:worker_threads') as typeof import('node:worker_threads');
const GUARDED = Symbol.for('boda.test.sharedWorkers.guarded');
// Set-up files run again before each file of a shared worker: patch once.
if (!(GUARDED in threads.Worker)) {
  refuseLargeWebAssembly(LIMIT, REFUSAL);
  const guard = `data:text/javascript,${encodeURIComponent(`(${refuseLargeWebAssembly.toString()})(${LIMIT}, ${JSON.stringify(REFUSAL)});`)}`;
  // What a worker inherits without execArgv, less the V8 flags a worker refuses when they are named.
  const inherited = process.execArgv.filter((arg) => !NODE_V8_FLAGS.includes(arg));
  class GuardedWorker extends threads.Worker {
    static readonly [GUARDED] = true;
    constructor(filename: string | URL, options: import('node:worker_threads').WorkerOptions = {}) {
      super(filename, { ...options, execArgv: [...(options.execArgv ?? inherited), '--import', guard] });
    }
  }
  threads.Worker = GuardedWorker;
  // `import { Worker } from 'node:worker_threads'` sees the guarded class too.
  syncBuiltinESMExports();
}
