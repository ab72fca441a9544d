import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { buildConstants } from './renderer/buildConstants';
import { NODE_TEST_FILES, NODE_V8_FLAGS, postgresOnlyFiles, sharedWorkerFiles } from './server/src/test/node-projects';

const contractEntry = fileURLToPath(new URL('./contract/src/index.ts', import.meta.url));
const contractDir = fileURLToPath(new URL('./contract/src/', import.meta.url));

const root = fileURLToPath(new URL('.', import.meta.url));

// Node test files that load no WebAssembly share workers (node-shared); the others get one each (node).
const nodeShared = sharedWorkerFiles(root);

/**
 * scripts/test.sh runs the server's database files on PostgreSQL in a pass of its own and sets this for its
 * run on PGlite, which then leaves out those that need not run on both (node-projects.ts, postgresOnlyFiles).
 */
const leftToPostgresPass = process.env.POSTGRES_PASS_RUNS_DATABASE_FILES === '1' ? postgresOnlyFiles(root) : [];

/** What both node projects share. */
const nodeTest = {
  // Well over 10x a slow file's normal time (the fuzz test's 11 s, a CLI's first start in a new process
  // ~8 s, the isolation fixtures' 10-20 s setup): a second suite beside this one runs four lanes on two
  // cores (load 20+), where the fuzz test took over 120 s and the CLI's start over 60 s with nothing wrong.
  testTimeout: 300_000,
  hookTimeout: 300_000,
  // A scratch folder per run for the seeded database snapshot (server/src/test/database.ts).
  globalSetup: ['server/src/test/global-setup.ts'],
  deps: {
    optimizer: {
      // drizzle-orm bundled into a few files, once per run: loaded natively, each of its ~200 files made
      // Node re-read its 180 KB package.json `exports` (0.4-0.5 CPU s in every isolated file's worker).
      ssr: {
        enabled: true,
        include: [
          'drizzle-orm',
          'drizzle-orm/pg-core',
          'drizzle-orm/node-postgres',
          'drizzle-orm/node-postgres/migrator',
          'drizzle-orm/pglite',
          'drizzle-orm/pglite/migrator',
        ],
      },
    },
  },
};

/** Test files that start child processes (the compiled server, the CLI, a bundle build). */
const STARTS_PROCESSES = /from 'node:child_process'|spawned-server|test\/instances'/;

/**
 * Vitest's order (the longest files first when it knows their durations from an earlier run, else the
 * largest), with the files that start child processes ahead of all others: they spend a minute waiting
 * on them, and started last (a fresh clone has no durations) they end the run on one core.
 */
class ChildProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const starts = new Set(sorted.filter((spec) => STARTS_PROCESSES.test(readFileSync(spec.moduleId, 'utf8'))));
    return [...starts, ...sorted.filter((spec) => !starts.has(spec))];
  }
}

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@boda\/contract$/, replacement: contractEntry },
      { find: /^@boda\/contract\/(.*)$/, replacement: `${contractDir}$1` },
    ],
  },
  plugins: [buildConstants({ e2e: false })],
  test: {
    // Vitest's default (one worker less than the cores) runs files one at a time on CI's 2 cores, while
    // the files spend much of their time waiting (the embedded database's thread, child processes,
    // timers): two at a time there took the suite from ~13.5 to ~8 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    sequence: { sequencer: ChildProcessesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TEST_FILES,
          // The files that load no WebAssembly run in node-shared, below.
          exclude: [...configDefaults.exclude, ...nodeShared, ...leftToPostgresPass],
          // The production server's V8 setting (server/src/v8-flags.ts): PGlite's WebAssembly stays on V8's
          // baseline compiler; tiering up a database that lives for one test file cost more than it saved
          // (10 server files: 65 -> 57 CPU seconds).
          execArgv: NODE_V8_FLAGS,
          ...nodeTest,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-shared',
          environment: 'node',
          include: nodeShared,
          exclude: [...configDefaults.exclude, ...leftToPostgresPass],
          // One worker runs many files: the server's modules and libraries (Fastify, Drizzle, zod, the
          // contract) load once per worker instead of once per file. Only files that load no WebAssembly
          // (server/src/test/node-projects.ts), which this set-up enforces.
          isolate: false,
          setupFiles: ['server/src/test/shared-workers.ts'],
          ...nodeTest,
        },
      },
      {
        extends: true,
        test: { name: 'desktop', environment: 'node', include: ['tests/desktop/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 300_000 },
      },
      {
        extends: true,
        test: {
          name: 'renderer',
          environment: 'jsdom',
          include: ['renderer/**/*.test.{ts,tsx}'],
          // One worker runs many files: the libraries (React, Fluent UI, Tiptap) load once per worker
          // instead of once per file, while fresh-modules.ts gives each file fresh app modules, a blank
          // page and no styles left from earlier files (24 component files: 140 -> 75 CPU seconds).
          // The jsdom window is one per worker too (set up on the worker's start, torn down on its stop: two
          // for 118 files); the summary's `environment` time counts that one set-up again for every file.
          // jsdom's getComputedStyle (user-event's pointer-events check, Tabster, floating-ui) matches an
          // element against every rule on the page, its cache dropped at every change: over half of a
          // worker's profile, until fresh-modules.ts let Griffel insert only the rules a test can see.
          isolate: false,
          setupFiles: ['renderer/src/test/fresh-modules.ts', 'renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
