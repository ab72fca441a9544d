/**
 * PDF to page images (issues 12, 35): a 100-page textbook made with pdf-lib (text and vector shapes, a
 * photograph on every fourth page) rendered by the engine (server/src/pdf: PDFium in a worker process,
 * WebP page plus thumbnail) and by poppler's `pdftoppm -png` at the same resolution (long edge 2000 px),
 * in the same run. Targets: at most pdftoppm's time (1.0x), peak RSS of the conversion under 500 MB.
 * The engine runs compiled, as the built server runs it (esbuild into dist/bench-pdf-<pid>/: the engine and its
 * worker entry side by side), in a child process of its own; the RSS is that process and its worker
 * together, sampled every 100 ms. pdftoppm writing PPM (no compression: render time only) is printed for
 * reference. Skipped when pdftoppm is missing.
 * Alone: npx tsx tests/bench/pdfPages.ts (PDF_BENCH_ENGINE_DIR=<a copy of server/src/pdf>: that engine instead).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { makeTextPdf } from '../../server/src/pdf/sample-pdfs';

const repoRoot = resolve(import.meta.dirname, '../..');
/** PDF_BENCH_PAGES: fewer pages for a quick look (the figures in README.md are of 100). */
const PAGES = Number(process.env.PDF_BENCH_PAGES ?? 100);
const LONG_EDGE_PX = 2000;
const MIB = 1024 * 1024;
/** The engine's source folder; another commit's copy (same relative place to server/src/db) compares versions. */
const ENGINE_DIR = process.env.PDF_BENCH_ENGINE_DIR ?? 'server/src/pdf';
/** Where the engine is compiled, per run (two runs side by side must not remove each other's). */
const ENGINE_OUT_DIR = `dist/bench-pdf-${process.pid}`;

interface Conversion {
  ms: number;
  bytes: number;
  peakRssBytes?: number;
}

function hasPdftoppm(): boolean {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function folderBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);
}

function pdftoppm(pdf: string, format: '-png' | null): Conversion {
  const out = mkdtempSync(join(tmpdir(), 'bench-pdftoppm-'));
  try {
    const started = performance.now();
    execFileSync('pdftoppm', [...(format ? [format] : []), '-scale-to', String(LONG_EDGE_PX), pdf, join(out, 'p')]);
    return { ms: performance.now() - started, bytes: folderBytes(out) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The engine and its worker compiled side by side, as scripts/build-server.mjs lays them out. */
async function buildEngine(): Promise<string> {
  const outdir = join(repoRoot, ENGINE_OUT_DIR);
  await build({
    absWorkingDir: repoRoot,
    entryPoints: { engine: `${ENGINE_DIR}/index.ts`, 'pdf-worker': `${ENGINE_DIR}/pdf-worker.ts` },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  writeFileSync(join(outdir, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(join(outdir, 'convert.js'), CONVERT);
  return join(outdir, 'convert.js');
}

/** Child process: converts, then prints { ms, bytes, pageCount }. */
const CONVERT = `
import { renderPdfPages } from './engine.js';
const [pdf, longEdgePx] = process.argv.slice(2);
let bytes = 0;
const started = performance.now();
const { pageCount } = await renderPdfPages({
  path: pdf,
  longEdgePx: Number(longEdgePx),
  onPage: async (page) => void (bytes += page.image.length + page.thumbnail.length),
});
const ms = performance.now() - started;
console.log(JSON.stringify({ ms, bytes, pageCount }));
`;

/** RSS of a process and all its descendants, from /proc (0 once it has exited). */
function treeRssBytes(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone between the listing and the read
    }
  }
  let total = 0;
  const pending = [rootPid];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    try {
      const rss = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += rss ? Number(rss[1]) * 1024 : 0;
    } catch {
      continue;
    }
    pending.push(...(children.get(pid) ?? []));
  }
  return total;
}

function engine(convertScript: string, pdf: string): Promise<Conversion> {
  return new Promise((resolveRun, reject) => {
    // Plain node (no TypeScript loader passed down by tsx), as the built server runs.
    const env = { ...process.env, NODE_OPTIONS: '' };
    const args = [convertScript, pdf, String(LONG_EDGE_PX)];
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let peakRssBytes = 0;
    const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, treeRssBytes(child.pid!))), 100);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`engine conversion exited with ${code}: ${output}`));
      const run = JSON.parse(output.trim().split('\n').at(-1)!) as Conversion & { pageCount: number };
      if (run.pageCount !== PAGES) return reject(new Error(`rendered ${run.pageCount} pages, expected ${PAGES}`));
      resolveRun({ ...run, peakRssBytes });
    });
  });
}

/** Runs the comparison; true when the targets are met (or the baseline is missing). */
export async function benchPdfPages(): Promise<boolean> {
  if (!hasPdftoppm()) {
    console.log('PDF pages: SKIPPED (pdftoppm not found; install poppler-utils to compare with it)');
    return true;
  }
  const dir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
  try {
    const pdf = join(dir, 'book.pdf');
    writeFileSync(pdf, await makeTextPdf(PAGES, { landscapeEvery: 10, photoEvery: 4 }));
    const poppler = pdftoppm(pdf, '-png');
    const ours = await engine(await buildEngine(), pdf);
    const raw = pdftoppm(pdf, null);
    const ratio = ours.ms / poppler.ms;
    const rssMib = (ours.peakRssBytes ?? NaN) / MIB;
    const timePass = ratio <= 1;
    const rssPass = rssMib < 500;
    const line = (name: string, run: Conversion) =>
      `${name.padEnd(38)} ${(run.ms / 1000).toFixed(1).padStart(6)} s ${(run.bytes / PAGES / 1024).toFixed(0).padStart(6)} KiB/page`;
    console.log(`PDF to page images: ${PAGES} pages (text and vector shapes, a photo every 4th), long edge ${LONG_EDGE_PX} px`);
    console.log(line('engine (PDFium wasm, WebP + thumbnail)', ours));
    console.log(line('pdftoppm -png', poppler));
    console.log(line('pdftoppm PPM (render only, reference)', raw));
    console.log(`time ratio engine / pdftoppm -png: ${ratio.toFixed(2)}x (target <= 1.0x)   ${timePass ? 'PASS' : 'FAIL'}`);
    console.log(
      `peak RSS of the conversion (process and worker): ${rssMib.toFixed(0)} MiB (target < 500 MiB)   ${rssPass ? 'PASS' : 'FAIL'}`,
    );
    return timePass && rssPass;
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(join(repoRoot, ENGINE_OUT_DIR), { recursive: true, force: true });
  }
}

if (import.meta.filename === resolve(process.argv[1] ?? '')) process.exitCode = (await benchPdfPages()) ? 0 : 1;
