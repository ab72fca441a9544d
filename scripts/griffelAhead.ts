import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformAsync, type PluginObj } from '@babel/core';
import { shakerEvaluator } from '@griffel/babel-preset';
import type { Alias, Plugin } from 'vite';

/**
 * Fluent's styles resolved at build time: each `makeStyles` / `makeResetStyles` / `makeStaticStyles`
 * call of the renderer becomes Griffel's precomputed form (`__styles`, ...: the class names and CSS
 * rules a run-time call would compute, the same ones), as Fluent's own components ship. Without it
 * every page resolved its styles on its first render in the browser (stylis, rtl-css-js, hashing):
 * ~50 ms of a cold login page's ~420 ms until it is live (tests/bench/loginLive.ts). Both renderer
 * builds use it (web: renderer/vite.config.ts, desktop: electron.vite.config.ts). Node-side build
 * code, hence outside renderer/ (whose lint boundary forbids node: imports).
 *
 * Griffel's Babel preset evaluates each style object in Node: the module with the call, stripped to
 * what its styles need, and what that imports (Fluent's CommonJS build for `tokens`). That takes a
 * build ~25 CPU s, so the results are kept (node_modules/.cache/griffel-ahead/) for the next build of
 * the same sources: CI's desktop build after its web build, the server render's build after the browser's.
 */
export function griffelAhead(): Plugin {
  let aliases: readonly Alias[] = [];
  let repoRoot = '';
  let cache: TransformCache | undefined;
  return {
    name: 'boda-griffel-ahead',
    apply: 'build',
    configResolved(config) {
      aliases = config.resolve.alias;
      // Both builds' root is renderer/ (this file's own place is lost when a config is bundled).
      repoRoot = resolve(config.root, '..');
    },
    buildStart() {
      cache = TransformCache.forSources(repoRoot);
    },
    async transform(code, id) {
      const path = id.split('?')[0];
      if (path.includes('/node_modules/') || !/\.[jt]sx?$/.test(path) || !/\bmake(Styles|ResetStyles|StaticStyles)\(/.test(code))
        return null;
      const key = createHash('sha256').update(path).update('\0').update(code).digest('hex');
      const kept = cache?.get(key);
      if (kept) return kept;
      const result = await transformAsync(code, {
        filename: path,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['jsx', 'typescript'] },
        presets: [
          [
            '@griffel/babel-preset',
            {
              // How the evaluated modules are read: TypeScript, with the build's import aliases (@boda/contract).
              babelOptions: { presets: ['@babel/preset-typescript'], plugins: [[aliasedImports, { aliases }]] },
              evaluationRules: [
                { action: shakerEvaluator },
                { test: /[/\\]node_modules[/\\]/, action: 'ignore' },
                { test: /[/\\]node_modules[/\\]@swc[/\\]helpers[/\\]esm[/\\]/, action: swcHelperAsCommonJs },
              ],
            },
          ],
        ],
      });
      if (!result?.code) return null;
      const transformed = { code: result.code, map: result.map ? JSON.stringify(result.map) : null };
      cache?.set(key, transformed);
      return transformed;
    },
    closeBundle() {
      cache?.save();
    },
  };
}

interface Transformed {
  code: string;
  map: string | null;
}

/** What an evaluation can read: the renderer's and the contract's sources, the installed packages, this file. */
const SOURCE_DIRS = ['renderer/src', 'contract/src'];

/**
 * One generation of transforms per state of everything an evaluation may read: any change there
 * starts a new one (an edited module may change the styles of every module that imports it).
 */
class TransformCache {
  private static generations = new Map<string, TransformCache>();
  private readonly entries: Map<string, Transformed>;
  private changed = false;

  private constructor(
    private readonly dir: string,
    private readonly file: string,
  ) {
    let stored: Record<string, Transformed> = {};
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Transformed>;
    } catch {
      // none yet, or unreadable: start empty
    }
    this.entries = new Map(Object.entries(stored));
  }

  static forSources(repoRoot: string): TransformCache {
    const hash = createHash('sha256');
    for (const file of [join(repoRoot, 'package-lock.json'), join(repoRoot, 'scripts/griffelAhead.ts')]) hash.update(readFileSync(file));
    for (const dir of SOURCE_DIRS) {
      for (const name of (readdirSync(join(repoRoot, dir), { recursive: true }) as string[]).sort()) {
        if (!/\.(ts|tsx|json)$/.test(name)) continue;
        hash.update(`${dir}/${name}\0`).update(readFileSync(join(repoRoot, dir, name)));
      }
    }
    const generation = hash.digest('hex').slice(0, 32);
    let cache = TransformCache.generations.get(generation);
    if (!cache) {
      const dir = join(repoRoot, 'node_modules/.cache/griffel-ahead');
      cache = new TransformCache(dir, join(dir, `${generation}.json`));
      TransformCache.generations.set(generation, cache);
    }
    return cache;
  }

  get(key: string): Transformed | undefined {
    return this.entries.get(key);
  }

  set(key: string, value: Transformed): void {
    this.entries.set(key, value);
    this.changed = true;
  }

  /** Writes this generation (whole, then renamed: a build beside it reads either the old file or the new) and drops older ones. */
  save(): void {
    if (!this.changed) return;
    mkdirSync(this.dir, { recursive: true });
    for (const name of readdirSync(this.dir)) if (join(this.dir, name) !== this.file) rmSync(join(this.dir, name), { force: true });
    const partial = `${this.file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(Object.fromEntries(this.entries)));
    renameSync(partial, this.file);
    this.changed = false;
  }
}

/** Import sources rewritten by the build's aliases, for the evaluator's Node resolution. */
function aliasedImports(_: unknown, { aliases }: { aliases: readonly Alias[] }): PluginObj {
  const resolveSource = (source: string) => {
    for (const { find, replacement } of aliases) {
      if (typeof find === 'string' ? source === find || source.startsWith(`${find}/`) : find.test(source))
        return source.replace(find, replacement);
    }
    return source;
  };
  return {
    visitor: {
      'ImportDeclaration|ExportNamedDeclaration|ExportAllDeclaration'(path) {
        const source = (path.node as { source?: { value: string } | null }).source;
        if (source) source.value = resolveSource(source.value);
      },
    },
  };
}

/**
 * The evaluator runs Fluent's CommonJS build, whose `require('@swc/helpers/_/...')` Node 22+ resolves to
 * the helpers' ES module (the "module-sync" condition), which the evaluator cannot run as CommonJS:
 * it runs the helper's CommonJS twin instead.
 */
function swcHelperAsCommonJs(filename: string): [string, null] {
  return [readFileSync(filename.replace(/([/\\])esm([/\\][^/\\]+)\.js$/, '$1cjs$2.cjs'), 'utf8'), null];
}
