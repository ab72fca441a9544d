import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { buildConstants } from './renderer/buildConstants';
import { NODE_TEST_FILES, NODE_V8_FLAGS, sharedWorkerFiles } from './server/src/test/node-projects';

const contractEntry = fileURLToPath(new URL('./contract/src/index.ts', import.meta.url));
const contractDir = fileURLToPath(new URL('./contract/src/', import.meta.url));

// Node test files that load no WebAssembly share workers (node-shared); the others get one each (node).
const nodeShared = sharedWorkerFiles(fileURLToPath(new URL('.', import.meta.url)));

/** What both node projects share. */
const nodeTest = {
  // About 10x a slow file's normal time (the fuzz test's 11 s, the isolation fixtures' 10-20 s
  // setup): with a second suite beside it (load 20+) a 60 s budget failed where nothing was wrong.
  testTimeout: 120_000,
  hookTimeout: 180_000,
  // A scratch folder per run for the seeded database snapshot (server/src/test/database.ts).
  globalSetup: ['server/src/test/global-setup.ts'],
};

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
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TEST_FILES,
          // The files that load no WebAssembly run in node-shared, below.
          exclude: [...configDefaults.exclude, ...nodeShared],
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
          isolate: false,
          setupFiles: ['renderer/src/test/fresh-modules.ts', 'renderer/src/test/setup.ts'],
        },
      },
    ],
  },
});
