import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/* The server's entry replaces its process with one that has its V8 flags and malloc setting (v8-flags.ts). */

const dir = mkdtempSync(join(tmpdir(), 'boda-v8-flags-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a process that imports v8-flags.ts first ends up running with. */
function startedWith(env: NodeJS.ProcessEnv): { execArgv: string[]; arenas: string | undefined } {
  const script = join(dir, 'entry.mjs');
  writeFileSync(
    script,
    `await import(${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'v8-flags.ts')).href)});\n` +
      'console.log(JSON.stringify({ execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX }));\n',
  );
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href;
  const out = execFileSync(process.execPath, ['--import', tsx, script], { env: { ...env, NODE_OPTIONS: '' }, encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as { execArgv: string[]; arenas: string | undefined };
}

describe('v8-flags', () => {
  it('restarts with the V8 flags and two malloc arenas; an operator-set MALLOC_ARENA_MAX wins', () => {
    const { MALLOC_ARENA_MAX: _, ...plain } = process.env;
    const started = startedWith(plain);
    expect(started.execArgv).toEqual(expect.arrayContaining(['--liftoff-only', '--max-semi-space-size=8', '--expose-gc']));
    expect(started.arenas).toBe('2');
    expect(startedWith({ ...plain, MALLOC_ARENA_MAX: '4' }).arenas).toBe('4');
  });
});
