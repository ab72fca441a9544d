/**
 * Builds the production server: one ESM bundle per process entry (the server, the admin CLI and every
 * worker_threads entry), their shared code in chunks beside them, into dist/server/, for Node 24, with
 * packages from node_modules left external (native addons and WASM files are loaded from there). The migrations are copied beside the bundle.
 *
 * Code that finds a file next to itself (worker entries, the migrations folder) checks whether it runs
 * from source (`import.meta.url` ends in `.ts`) or from this flat bundle folder.
 *
 * Usage: node scripts/build-server.mjs [--if-stale] [--out <dir>]
 */
import { cpSync, existsSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { serverSourceState } from './server-build-inputs.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? resolve(args[outIndex + 1]) : join(root, 'dist/server');

/** Output name (without .js) -> source. Worker entries sit at the top, as their spawners expect. */
const ENTRIES = {
  main: 'server/src/main.ts',
  cli: 'server/src/cli.ts',
  'sheet-worker': 'server/src/resources/user/excel/sheet-worker.ts',
  'pglite-worker': 'server/src/db/pglite-worker.ts',
  'pglite-first-start': 'server/src/db/pglite-first-start.ts',
  'demo-seed': 'server/src/demo-seed.ts',
  'pdf-worker': 'server/src/pdf/pdf-worker.ts',
  'password-worker': 'server/src/auth/password-worker.ts',
};

/** Left in node_modules (see the build's comment): native, WASM or worker files, or lazily loaded and large. */
const EXTERNAL_PACKAGES = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'sharp',
  'pg',
  'pg-native',
  'pdfjs-dist',
  'pdfjs-dist/*',
  // Its loader reads pdfium.wasm from beside itself: bundled, it looked beside the bundle.
  '@hyzyla/pdfium',
  '@napi-rs/*',
  '@node-rs/*',
  'canvas',
  'esbuild',
  'tsx',
  'tsx/*',
  'exceljs',
  'pdf-lib',
  '@aws-sdk/*',
  '@tus/*',
  'jszip',
  'archiver',
  'unzipper',
  'fflate',
  'yauzl',
  'yazl',
];

function isStale() {
  const stamp = join(outDir, 'main.js');
  return !existsSync(stamp) || serverSourceState(root).newest > statSync(stamp).mtimeMs;
}

if (args.includes('--if-stale') && !isStale()) process.exit(0);

const started = performance.now();
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, join(root, source)])),
  outdir: outDir,
  bundle: true,
  // Shared code and dynamic imports become chunks in this same folder (no subfolder), so
  // `import.meta.url` in any of them is still where the neighbours (drizzle/, worker entries) are. The
  // entry main.js imports node built-ins only and loads the server (serve.ts) as a chunk after starting
  // the embedded database, so the two overlap.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  // Pure-JS packages are bundled: Node resolving and compiling hundreds of small files was most of a
  // restart. Packages that load files beside themselves (WASM, native addons, workers, data) or are
  // large and loaded only on first use stay in node_modules. The contract is our source, bundled too.
  external: EXTERNAL_PACKAGES,
  // Bundled CommonJS packages call require(): give every ESM output file one.
  banner: {
    js: "import { createRequire as __bodaCreateRequire } from 'node:module'; const require = __bodaCreateRequire(import.meta.url);",
  },
  tsconfig: join(root, 'tsconfig.json'),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
cpSync(join(root, 'server/drizzle'), join(outDir, 'drizzle'), { recursive: true });
// The bundle is ESM whatever an outer package.json says.
writeFileSync(join(outDir, 'package.json'), '{ "type": "module" }\n');
console.log(`server built into ${outDir} in ${Math.round(performance.now() - started)} ms`);
