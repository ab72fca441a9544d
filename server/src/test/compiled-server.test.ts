import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledServerDir } from './compiled-server';

const serverSource = resolve(import.meta.dirname, '..');

/** The entries the server's code starts beside itself: `forkModule(new URL(import.meta.url), 'pdf-worker', ...)`. */
function startedEntries(): string[] {
  const names = new Set<string>();
  const call = /(?:startModuleWorker|forkModule|runModuleProcess)\(\s*new URL\(import\.meta\.url\),\s*'([\w-]+)'/g;
  for (const file of readdirSync(serverSource, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of readFileSync(join(serverSource, file), 'utf8').matchAll(call)) names.add(match[1]!);
  }
  return [...names].sort();
}

describe('the compiled server the tests start their workers from (compiled-server.ts)', () => {
  it('holds every process and thread entry the server starts, as the production build must', () => {
    const bundle = compiledServerDir();
    const entries = startedEntries();
    expect(entries).toEqual(
      expect.arrayContaining(['demo-seed', 'password-worker', 'pdf-worker', 'pglite-first-start', 'pglite-worker', 'sheet-worker']),
    );
    // An entry missing from scripts/build-server.mjs would fail in production and, started from here, in every test that uses it.
    expect(entries.filter((name) => !existsSync(join(bundle, `${name}.js`)))).toEqual([]);
  });
});
