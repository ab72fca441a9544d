/**
 * What the compiled server (build-server.mjs) is built from, and the state of those files: the build's
 * `--if-stale` check and the tests' compiled server (server/src/test/compiled-server.ts) both read it,
 * so a new input makes both build again. Test files are not in the bundle and do not count.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SERVER_BUILD_INPUTS = [
  'server/src',
  'server/drizzle',
  'contract/src',
  'package.json',
  'scripts/build-server.mjs',
  'scripts/server-build-inputs.mjs',
];

/** The newest change (ms) among the inputs under `root`, and how many files they hold. */
export function serverSourceState(root) {
  let newest = 0;
  let files = 0;
  const visit = (path) => {
    if (path.endsWith('.test.ts')) return;
    const info = statSync(path);
    newest = Math.max(newest, info.mtimeMs);
    if (!info.isDirectory()) {
      files += 1;
      return;
    }
    for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const input of SERVER_BUILD_INPUTS) visit(join(root, input));
  return { newest, files };
}
