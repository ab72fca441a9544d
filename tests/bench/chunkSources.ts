/**
 * What a route's JS is made of: reads the hidden source maps of a web build made with
 * BODA_WEB_SOURCEMAP=1 and attributes each chunk's bytes to the modules they came from (a
 * source-map-explorer of our own, no package). Gzip is shared out by raw bytes within each chunk, so
 * the per-module gzip numbers are estimates; the totals are exact.
 *
 *   BODA_WEB_SOURCEMAP=1 BODA_WEB_OUT_DIR=/tmp/web npm run -s build:web
 *   npx tsx tests/bench/chunkSources.ts /tmp/web [route=login] [--modules]
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROUTES, readManifest, routeFiles, type RouteName } from './bundle';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map segment field list (VLQ, base64). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

/** Raw bytes of the generated file per source (unmapped bytes count as '(unmapped)'). */
export function bytesBySource(code: string, map: SourceMap): Map<string, number> {
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNumber) => {
    const line = lines[lineNumber] ?? '';
    let column = 0;
    let lastColumn = 0;
    let lastSource: string | null = null;
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      add(lastSource ?? '(unmapped)', Buffer.byteLength(line.slice(lastColumn, column)));
      lastColumn = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        lastSource = map.sources[sourceIndex] ?? '(unknown)';
      } else lastSource = null;
    }
    add(lastSource ?? '(unmapped)', Buffer.byteLength(line.slice(lastColumn)) + 1);
  });
  for (let extra = map.mappings.split(';').length; extra < lines.length; extra += 1) add('(unmapped)', lines[extra].length + 1);
  return totals;
}

/** 'node_modules/@fluentui/react-menu/lib/x.js' -> '@fluentui/react-menu'; app files stay as folders. */
function packageOf(source: string): string {
  const inModules = source.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/);
  if (inModules) return inModules[1];
  const app = source.match(/(renderer[\\/]src[\\/](?:features[\\/])?[^\\/]+|contract[\\/]src)/);
  return app ? app[1] : source;
}

function main() {
  const [outDir, routeArg = 'login', flag] = process.argv.slice(2);
  if (!outDir) throw new Error('usage: chunkSources.ts <web build dir> [route] [--modules]');
  const route = ROUTES[routeArg as RouteName];
  const files = routeFiles(readManifest(outDir), route.lazy);
  const byGroup = new Map<string, number>();
  let total = 0;
  for (const file of files) {
    const code = readFileSync(join(outDir, file), 'utf8');
    const gzip = gzipSync(code, { level: 9 }).length;
    total += gzip;
    const mapFile = join(outDir, `${file}.map`);
    // The bundler's own runtime chunk has no map.
    const raw = existsSync(mapFile)
      ? bytesBySource(code, JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMap)
      : new Map([[`(no map) ${file}`, code.length]]);
    const rawTotal = [...raw.values()].reduce((sum, bytes) => sum + bytes, 0);
    for (const [source, bytes] of raw) {
      const key = flag === '--modules' ? source.replace(/^(\.\.\/)+/, '') : packageOf(source);
      byGroup.set(key, (byGroup.get(key) ?? 0) + (gzip * bytes) / rawTotal);
    }
    console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  }
  console.log(`\n${routeArg}: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files; by source (estimated):`);
  for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1])) {
    if (bytes >= 200) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${group}`);
  }
}

if (process.argv[1]?.endsWith('chunkSources.ts')) main();
