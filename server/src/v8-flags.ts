/*
 * The server's V8 settings (issue 35, memory). V8 reads them only from the command line, so the entry
 * (main.ts, which imports this module first) replaces its own process with one that has them
 * (process.execve: same process id, environment and output) unless they are there already. So
 * `node dist/server/main.js`, as the README runs it, starts right without extra arguments.
 * The flags and their measurements: v8-settings.ts.
 * Forked processes (PDF pages, first start, demo data) are given their own arguments and do not inherit these.
 */
import { MALLOC_ARENA_MAX, SERVER_V8_FLAGS } from './v8-settings';

const missing = SERVER_V8_FLAGS.filter((flag) => !process.execArgv.includes(flag));
// Node 24's process.execve (newer than the typings here); POSIX only: elsewhere V8's defaults.
const posix = process as NodeJS.Process & { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never };
if ((missing.length > 0 || process.env.MALLOC_ARENA_MAX === undefined) && posix.execve) {
  const env = { MALLOC_ARENA_MAX, ...process.env };
  posix.execve(process.execPath, [process.execPath, ...missing, ...process.execArgv, ...process.argv.slice(1)], env);
}
