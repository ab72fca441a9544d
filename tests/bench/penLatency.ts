/**
 * Pen latency (issue 13: "pointer event to stroke painted under 16 ms at the 95th percentile in
 * Chromium"): a page of 30 page images under pen layers (pen/entry.tsx, built with esbuild, production
 * React), driven with mouse moves over the Chrome DevTools Protocol (Input.dispatchMouseEvent) at about
 * 120 Hz, as a pen sends them. Per pointermove: from the event's time to the end of the frame that
 * painted it (target); from the oldest sample coalesced into it is printed beside ("oldest"), and the
 * time spent in the pointermove handlers ("handler").
 * The same run measures a bare canvas drawing a line segment per pointermove (no React) as the baseline.
 * Target: the absolute p95 under 16 ms; where the bare canvas itself cannot get there (this Chromium's
 * own floor: headless, no GPU, a move waits for the next frame whatever draws it), a p95 within
 * `FLOOR_RATIO` of the bare canvas's, as every target here is a ratio to a same-run baseline. Also
 * checks that the pen layer kept every stroke and asks the browser for no panning on touch. Alone: npx
 * tsx tests/bench/penLatency.ts
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'esbuild';
import type { CDPSession, Page } from 'playwright-core';
import { launchChromium } from './browserLoad';
import { serveStatic } from './webBuilds';

const repoRoot = resolve(import.meta.dirname, '../..');
const TARGET_P95_MS = 16;
/** The pen layer's p95 against the bare canvas's, when the bare canvas misses 16 ms too. */
const FLOOR_RATIO = 1.15;
/** Ink the bench page puts on each page before drawing (pen/entry.tsx). */
const STROKES_ON_PAGE = 40;
/** Strokes on each of the two, alternating. */
const STROKES = 16;
const MOVES_PER_STROKE = 50;
const MOVE_INTERVAL_MS = 8;

async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'boda-bench-pen-'));
  await build({
    entryPoints: [join(repoRoot, 'tests/bench/pen/entry.tsx')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'chrome120',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: join(repoRoot, 'tsconfig.json'),
    outfile: join(outDir, 'entry.js'),
    logLevel: 'warning',
  });
  copyFileSync(join(repoRoot, 'tests/bench/pen/page.svg'), join(outDir, 'page.svg'));
  writeFileSync(
    join(outDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><style>body{margin:0;background:#eee}</style></head>' +
      '<body><div id="root"></div><script type="module" src="/entry.js"></script></body></html>',
  );
  return outDir;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

interface Run {
  latencies: number[];
  oldestSampleLatencies: number[];
  move: { latencies: number[]; oldestSampleLatencies: number[] };
  handlerMs: number[];
}
type Surface = 'ink' | 'bare' | 'raw';

/**
 * Strokes across a page (zig-zags of MOVES_PER_STROKE moves), sent over CDP every MOVE_INTERVAL_MS without
 * waiting for each to be handled, as a pen sends samples, so moves between two frames coalesce as they do
 * in real use.
 */
async function drawStroke(cdp: CDPSession, box: { x: number; y: number; width: number; height: number }, row: number, rows: number) {
  const mouse = (type: 'mousePressed' | 'mouseMoved' | 'mouseReleased', x: number, y: number) =>
    cdp.send('Input.dispatchMouseEvent', { type, x, y, button: 'left', buttons: type === 'mouseReleased' ? 0 : 1, clickCount: 1 });
  const y = box.y + box.height * (0.1 + (0.8 * row) / rows);
  await mouse('mousePressed', box.x + box.width * 0.1, y);
  const sent: Promise<unknown>[] = [];
  for (let move = 1; move <= MOVES_PER_STROKE; move += 1) {
    const x = box.x + box.width * (0.1 + (0.8 * move) / MOVES_PER_STROKE);
    sent.push(mouse('mouseMoved', x, y + Math.sin(move / 2) * 10));
    await sleep(MOVE_INTERVAL_MS);
  }
  await Promise.all(sent);
  await mouse('mouseReleased', box.x + box.width * 0.9, y);
  await sleep(50);
}

/** Strokes alternating between the two bare canvases and the first pen layer, so all see the same load. */
async function drawStrokes(page: Page): Promise<Record<Surface, Run>> {
  const bareBox = await page.getByTestId('bare').boundingBox();
  const rawBox = await page.getByTestId('raw').boundingBox();
  const inkBox = await page.getByTestId('ink-0').boundingBox();
  if (!bareBox || !rawBox || !inkBox) throw new Error('no page layer');
  const cdp = await page.context().newCDPSession(page);
  const resetSamples = () => page.evaluate(() => (window as unknown as { __resetSamples(): void }).__resetSamples());
  // Warm-up (JIT, first paints), not counted.
  for (const box of [bareBox, rawBox, inkBox, bareBox, rawBox, inkBox]) await drawStroke(cdp, box, 0, 1);
  await resetSamples();
  for (let stroke = 0; stroke < STROKES; stroke += 1) {
    await drawStroke(cdp, bareBox, stroke, STROKES);
    await drawStroke(cdp, rawBox, stroke, STROKES);
    await drawStroke(cdp, inkBox, stroke, STROKES);
  }
  await sleep(100);
  await cdp.detach();
  return page.evaluate(() => (window as unknown as { __samples: Record<Surface, Run> }).__samples);
}

/** Prints the pen latency against the bare canvas of the same run; true when the p95 is under 16 ms or, below the browser's floor, within FLOOR_RATIO of the bare canvas. */
export async function benchPenLatency(): Promise<boolean> {
  const outDir = await buildPage();
  const server = await serveStatic(outDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1450, height: 700 } });
    await page.goto(server.origin);
    await page.waitForFunction(() => (window as unknown as { __ready?: boolean }).__ready === true);
    const { bare, raw, ink } = await drawStrokes(page);
    const mountMs = await page.evaluate(() => (window as unknown as { __mountMs: number }).__mountMs);
    const kept = await page.evaluate(() => (window as unknown as { __inks: { strokes: unknown[] }[] }).__inks[0].strokes.length);
    const touchAction = await page.getByTestId('ink-0').evaluate((element) => getComputedStyle(element).touchAction);
    const desynchronized = await page
      .getByTestId('ink-0')
      .evaluate((element) => element.querySelector('canvas')?.getContext('2d')?.getContextAttributes().desynchronized ?? false);

    const ms = (values: number[], p: number, width: number) => (values.length ? percentile(values, p).toFixed(1) : '-').padStart(width);
    const row = (name: string, run: Run) =>
      `${name.padEnd(40)} ${String(run.latencies.length).padStart(6)} ${ms(run.latencies, 50, 7)} ${ms(run.latencies, 95, 7)} ` +
      `${ms(run.oldestSampleLatencies, 95, 11)} ${ms(run.move.latencies, 95, 12)} ${(run.handlerMs.length ? percentile(run.handlerMs, 95).toFixed(2) : '-').padStart(12)}`;
    console.log('pen latency (input event -> painted)      draws  p50 ms  p95 ms  oldest p95  pmove p95  handler p95');
    console.log(row('bare canvas, pointermove (baseline)', bare));
    console.log(row('bare canvas, rawupdate + desynchronized', raw));
    console.log(row('InkLayer (30 pages, 40 strokes each)', ink));
    if (process.env.PEN_BENCH_DETAIL) {
      for (const [name, run] of [
        ['bare', bare],
        ['raw', raw],
        ['ink', ink],
      ] as const) {
        console.log(name, [50, 75, 90, 95, 99, 100].map((p) => `p${p}=${percentile(run.latencies, p).toFixed(1)}`).join(' '));
      }
    }
    const inkP95 = percentile(ink.latencies, 95);
    const bareP95 = percentile(bare.latencies, 95);
    const rawP95 = percentile(raw.latencies, 95);
    const strokesOk = kept === STROKES_ON_PAGE + STROKES + 2;
    const atFloor = bareP95 >= TARGET_P95_MS;
    const fastEnough = inkP95 < TARGET_P95_MS || (atFloor && inkP95 <= FLOOR_RATIO * bareP95);
    const pass = fastEnough && strokesOk && touchAction === 'none';
    console.log(
      `InkLayer p95 ${inkP95.toFixed(1)} ms (target < ${TARGET_P95_MS} ms, or <= ${FLOOR_RATIO}x the bare canvas where it misses ${TARGET_P95_MS} ms too), ` +
        `${(inkP95 / bareP95).toFixed(2)}x the bare canvas's ` +
        `${bareP95.toFixed(1)} ms, ${(inkP95 / rawP95).toFixed(2)}x the low-latency bare canvas's ${rawP95.toFixed(1)} ms; ` +
        `strokes kept ${kept}/${STROKES_ON_PAGE + STROKES + 2}; touch-action ${touchAction}; desynchronized context ${desynchronized}   ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(`mounting 30 pages with ${STROKES_ON_PAGE} strokes each (SVG, outlines computed once): ${mountMs.toFixed(0)} ms`);
    // Chromium hands pointermoves to the page at the start of a frame: a move that arrives just after one
    // starts waits a frame (16.7 ms at 60 Hz) before any handler runs, whatever the page does.
    if (atFloor) console.log('(the bare canvas misses 16 ms too: the wait for the next frame dominates; judged against it)');
    return pass;
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await benchPenLatency()) ? 0 : 1;
