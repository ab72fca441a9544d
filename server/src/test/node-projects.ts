import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Which node test files share workers (vitest.config.ts's `node-shared` project, isolate: false) and
 * which get a fresh worker each (`node`). Shared workers load the server's modules and libraries once
 * for many files instead of once per file; but a long-lived worker must not load WebAssembly: PGlite's
 * PostgreSQL opened and closed file after file crashed V8 once (Check failed:
 * jit_page_->allocations_.erase(addr) == 1, nodejs/node#64500). The test database of server/src/test/
 * runs PGlite in a child process (database.ts), so a file that opens its database there shares; a file
 * that opens the embedded database or PDFium itself stays isolated. The rule reads each file's own
 * text; shared-workers.ts refuses WebAssembly in node-shared's workers, so a file the rule misplaces
 * fails instead of sharing it.
 */

/** The isolated project's V8 flags (not passed on to worker threads, which take none). */
export const NODE_V8_FLAGS = ['--liftoff-only'];

export const NODE_TEST_FILES = [
  'contract/**/*.test.ts',
  'server/**/*.test.ts',
  'agent/**/*.test.ts',
  'main/**/*.test.ts',
  'preload/**/*.test.ts',
  'tests/integration/**/*.test.ts',
];

/**
 * Opens a database through the server's test helpers (server/src/test/, tests/fixtures/listening-harness)
 * or its driver; also the rule for the server files of scripts/test.sh's PostgreSQL pass (serverDatabaseFiles).
 */
const OPENS_DATABASE = /(from |import\()'(\.\.\/)+(server\/src\/)?test\/|listening-harness|openDatabase|createScratchPostgres|DATABASE_URL/;

/** Loads WebAssembly whichever database the run uses: the embedded database itself, or PDFium (as server/src/pdf/'s own tests do). */
const LOADS_WEBASSEMBLY = /PGlite|pglite|createEmbeddedTestDatabase|openDatabase|startEmbedded|pdfium|pdf\/|test\/backup'/;

/**
 * Folders whose tests load WebAssembly through the code under test: PDFium (server/src/pdf/), and a
 * live backup of the embedded database, which opens a copy of it in the backing-up process (backup/).
 */
const LOADS_WEBASSEMBLY_FOLDERS = ['server/src/pdf/', 'server/src/backup/'];

/**
 * Whether a test file may share a worker with others: it loads no WebAssembly in its own process (the
 * test database's PGlite runs in a child process, whichever database the run uses).
 */
export function sharesWorkers(file: string, source: string): boolean {
  return !LOADS_WEBASSEMBLY_FOLDERS.some((folder) => file.startsWith(folder)) && !LOADS_WEBASSEMBLY.test(source);
}

/** The test files under `dir` (relative to root). */
function testFilesUnder(root: string, dir: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts') && !name.split('/').includes('node_modules'))
    .map((name) => `${dir}/${name}`);
}

/** The node test files (relative to root) that run in shared workers. */
export function sharedWorkerFiles(root: string): string[] {
  const files = NODE_TEST_FILES.flatMap((pattern) => testFilesUnder(root, pattern.slice(0, pattern.indexOf('/**/'))));
  return files.filter((file) => sharesWorkers(file, readFileSync(join(root, file), 'utf8'))).sort();
}

/** The server's test files that open a database: scripts/test.sh runs them on PostgreSQL. */
export function serverDatabaseFiles(root: string): string[] {
  return testFilesUnder(root, 'server')
    .filter((file) => OPENS_DATABASE.test(readFileSync(join(root, file), 'utf8')))
    .sort();
}

/**
 * A database file about the embedded database itself: its driver and single connection, backups of its
 * folder, or behaviour that differs between the two databases (the file asks which one it has).
 */
const ABOUT_EMBEDDED = /PGlite|pglite|EmbeddedTestDatabase|embedded database|TEST_DATABASE_URL/;
const ABOUT_EMBEDDED_FOLDERS = ['server/src/db/', 'server/src/backup/'];
/**
 * Kept on both as well: the registry-driven fuzz test sends every command bad input, some of which only the
 * database refuses; each driver's error must become the same 4xx WB code, never a 500.
 */
const ON_BOTH_DATABASES = ['server/src/http/fuzz.test.ts'];

/**
 * The database files scripts/test.sh runs on PostgreSQL only, not on PGlite as well: all but those about
 * the embedded database. Both databases are PostgreSQL (PGlite is its engine compiled to WebAssembly), so
 * a statement means the same on either; what only PGlite has (its driver, its single connection, its
 * folder) is in the files kept on both, and the browser tests run the whole product on it. On PGlite
 * the same files took ~4x the time (each file's database a WebAssembly PostgreSQL in a child process).
 */
export function postgresOnlyFiles(root: string): string[] {
  return serverDatabaseFiles(root).filter(
    (file) =>
      !ON_BOTH_DATABASES.includes(file) &&
      !ABOUT_EMBEDDED_FOLDERS.some((folder) => file.startsWith(folder)) &&
      !ABOUT_EMBEDDED.test(readFileSync(join(root, file), 'utf8')),
  );
}

// `npx tsx server/src/test/node-projects.ts [postgres-only]`: the PostgreSQL pass's files, or those of
// them the PGlite run leaves out, one a line (scripts/test.sh).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv[2] === 'postgres-only' ? postgresOnlyFiles(process.cwd()) : serverDatabaseFiles(process.cwd());
  console.log(files.join('\n'));
}
