import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../eslint/boundaries.js';

/** The inner walls fail `npm run lint` (eslint/boundaries.js): each case is an import a new file might try. */
const eslint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boda: boundaries },
      rules: { 'boda/walls': 'error' },
    },
  ],
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.message);
}

describe('inner walls', () => {
  it("a resource importing another resource's internals fails; through its index.ts passes", async () => {
    expect(await problems('server/src/resources/room/service.ts', "import { x } from '../meet/repository';")).toEqual([
      "resource 'room' may import resource 'meet' only through its index.ts",
    ]);
    expect(await problems('server/src/resources/monitor/service.ts', "import { x } from '../meet';")).toEqual([]);
    expect(await problems('server/src/resources/user/excel/import.ts', "import { x } from '../repository';")).toEqual([]);
  });

  it('a lower server layer importing a higher one fails', async () => {
    expect(await problems('server/src/db/client.ts', "import { x } from '../resources/user';")).toEqual([
      expect.stringContaining("server layer 'db' must not import the higher layer 'resources'"),
    ]);
    expect(await problems('server/src/auth/principal.ts', "import { AppError } from '../errors';")).toEqual([]);
    expect(await problems('server/src/http/context.ts', "import type { Runtime } from '../runtime';")).toEqual([]);
    expect(await problems('server/src/http/context.ts', "import { buildApp } from '../app';")).toEqual([
      expect.stringContaining('must not import the top-level wiring'),
    ]);
  });

  it('renderer: infrastructure never imports features; a feature reaches another only through its index.ts', async () => {
    expect(await problems('renderer/src/ui/DataTable.tsx', "import { x } from '../features/users';")).toEqual([
      'renderer/src/ui/ is infrastructure: it must not import features/',
    ]);
    expect(await problems('renderer/src/features/monitor/MonitorListPage.tsx', "import { x } from '../rooms/mutations';")).toEqual([
      "feature 'monitor' may import feature 'rooms' only through its index.ts",
    ]);
    expect(await problems('renderer/src/features/monitor/MonitorListPage.tsx', "import { x } from '../rooms';")).toEqual([]);
    expect(await problems('renderer/src/features/rooms/RoomCard.tsx', "import { x } from '../../app/layouts/ServiceLayout';")).toEqual([
      expect.stringContaining('must not import the app shell'),
    ]);
    expect(await problems('renderer/src/api/sessionTarget.ts', "import { paths } from '../app/router/paths';")).toEqual([]);
  });

  it('lazy imports are held to the same walls', async () => {
    expect(await problems('renderer/src/features/invite/InvitePage.tsx', "const p = () => import('../rooms/pages');")).toEqual([
      "feature 'invite' may import feature 'rooms' only through its index.ts",
    ]);
  });
});

const root = resolve(import.meta.dirname, '../..');

/** Writes `files` into `folder` (under the repository's root) for `check`, which gets their paths; removes the folder after. */
async function withPlanted<T>(folder: string, files: Record<string, string>, check: (paths: string[]) => Promise<T>): Promise<T> {
  const planted = join(root, folder);
  mkdirSync(planted, { recursive: true });
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(join(planted, name), code);
    return await check(Object.keys(files).map((name) => join(planted, name)));
  } finally {
    rmSync(planted, { recursive: true, force: true });
  }
}

/*
 * The repository's own eslint.config.js (what `npm run lint` runs), on files planted in the tree: the rules
 * that only work as configured (the cycle rule following .ts imports and lazy ones) or block order (a later
 * no-restricted-imports replacing an earlier one) are checked as configured, not as this file restates them.
 */
describe('the repository lint configuration', () => {
  const repoLint = new ESLint({ cwd: root });

  function lintPlanted(files: Record<string, string>): Promise<Record<string, string[]>> {
    return withPlanted('renderer/src/features/zzLintWallsProbe', files, async (paths) => {
      const results = await repoLint.lintFiles(paths);
      return Object.fromEntries(results.map((r) => [basename(r.filePath), r.messages.map((m) => m.ruleId ?? m.message)]));
    });
  }

  it('an import cycle between two .ts files fails; a stray ky import in a feature fails', async () => {
    const found = await lintPlanted({
      'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
      'b.ts': "import { a } from './a';\nexport const b = (): number => (a.length > 5 ? 0 : 1);\n",
      'c.ts': "import ky from 'ky';\nexport const c = ky;\n",
      'd.ts': "import { readFileSync } from 'node:fs';\nexport const d = readFileSync;\n",
      // A lazy import runs too: a cycle through one is a cycle.
      'e.ts': "export const e = () => import('./f');\n",
      'f.ts': "import { e } from './e';\nexport const f = e;\n",
      // Types are erased: a cycle only through type imports is none.
      'g.ts': "import type { H } from './h';\nexport const g = (h: H): number => h.n;\n",
      'h.ts': "import { type G } from './g';\nexport interface H { n: number; g?: G }\nexport type { G };\n",
    });
    expect(found['a.ts']).toEqual(['boda/no-cycle']);
    expect(found['b.ts']).toEqual(['boda/no-cycle']);
    expect(found['c.ts']).toEqual(['no-restricted-imports']);
    // The ky block adds to the renderer's bans instead of replacing them.
    expect(found['d.ts']).toEqual(['no-restricted-imports']);
    expect([found['e.ts'], found['f.ts']]).toEqual([['boda/no-cycle'], ['boda/no-cycle']]);
    expect([found['g.ts'], found['h.ts']]).toEqual([[], []]);
  }, 300_000);
});

/*
 * The promise rules run in oxlint's type-aware pass (.oxlintrc.json, as scripts/lint.sh runs it): an
 * unhandled promise and a promise where a callback should return nothing fail; an async handler given to a
 * JSX attribute (React ignores what it returns) and a promise marked `void` pass.
 */
describe('the type-aware promise rules', () => {
  it('a floating promise and a misused one fail; void and an async JSX handler pass', async () => {
    const files = {
      'floating.ts': 'const load = async (): Promise<number> => 1;\nexport function start(): void {\n  load();\n}\n',
      'misused.ts':
        'const save = async (n: number): Promise<number> => n;\nexport function saveAll(ns: number[]): void {\n  ns.forEach(async (n) => {\n    await save(n);\n  });\n}\n',
      'fine.tsx':
        'const load = async (): Promise<number> => 1;\nexport function Load() {\n  void load();\n  return <button onClick={async () => { await load(); }}>load</button>;\n}\n',
    };
    const found = await withPlanted('renderer/src/features/zzPromiseRulesProbe', files, async (paths) => {
      // oxlint exits 1 when it finds an error; the report is on stdout either way.
      const output = await promisify(execFile)(
        join(root, 'node_modules/.bin/oxlint'),
        ['--type-aware', '--tsconfig', 'tsconfig.json', '-f', 'json', ...paths],
        {
          cwd: root,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const report = JSON.parse(output.stdout) as { diagnostics: Array<{ code: string; filename: string }> };
      return report.diagnostics.map((d) => `${basename(d.filename)} ${d.code}`).sort();
    });
    expect(found).toEqual(['floating.ts typescript(no-floating-promises)', 'misused.ts typescript(no-misused-promises)']);
  }, 300_000);
});
